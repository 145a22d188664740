#pragma once
// Reading and writing the user's files. Every file RoofLab writes (scenarios, chart exports, GPU
// results) is written whole or not at all: beside the target first, then renamed over it, so that
// a full disk or a crash never leaves a cut-short file where the user's file was. Every file it
// reads is read whole, up to limits::maxFileBytes (core/base/fieldlimits.h).
#include <QByteArray>
#include <QString>

class QImage;

namespace rooflab {

// Writes `bytes` to `path` atomically (QSaveFile). Returns an empty string on success, else the
// reason the system gave ("No space left on device", "File too large", "Permission denied");
// the existing file, if any, is then unchanged and no temporary file is left.
QString saveFileAtomically(const QString& path, const QByteArray& bytes);

// Encodes `image` in the format `path`'s suffix names (PNG when it names none) and writes it with
// saveFileAtomically; the reason on failure, empty on success.
QString saveImageAtomically(const QImage& image, const QString& path);

// Ignores SIGXFSZ where the system has it, so that a write past `ulimit -f` fails with EFBIG
// ("File too large") and the program says so, instead of being killed without a message.
void ignoreFileSizeSignal();

// Reads the whole file into `bytes`. Returns an empty string on success, else a sentence naming
// the problem: the system's reason ("No such file or directory") or a file too large to read.
QString readWholeFile(const QString& path, QByteArray* bytes);

} // namespace rooflab
