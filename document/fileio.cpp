#include "document/fileio.h"

#include "core/base/fieldlimits.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QSaveFile>

#include <cerrno>
#include <csignal>
#include <cstring>

namespace rooflab {

QString saveFileAtomically(const QString& path, const QByteArray& bytes) {
    QSaveFile file(path);
    // Qt's file engine reports a failed write as "Unknown error"; errno names it.
    auto why = [&file] {
        const int code = errno;
        return code != 0 ? QString::fromLocal8Bit(std::strerror(code)) : file.errorString();
    };
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    errno = 0;
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString reason = why();
        file.cancelWriting();
        return reason;
    }
    errno = 0;
    if (!file.commit())
        return why();
    return {};
}

QString saveImageAtomically(const QImage& image, const QString& path) {
    QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (format.isEmpty() || !QImageWriter::supportedImageFormats().contains(format))
        format = "png";
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, format);
    if (!writer.write(image))
        return writer.errorString();
    return saveFileAtomically(path, buffer.data());
}

void ignoreFileSizeSignal() {
#ifdef SIGXFSZ
    std::signal(SIGXFSZ, SIG_IGN);
#endif
}

QString readWholeFile(const QString& path, QByteArray* bytes) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return file.errorString();
    // A pipe or device reports size 0: read at most one byte past the limit to tell.
    if (file.size() > limits::maxFileBytes)
        return QCoreApplication::translate("rooflab", "the file is %1 MiB, more than the %2 MiB RoofLab reads")
            .arg(file.size() >> 20)
            .arg(limits::maxFileBytes >> 20);
    *bytes = file.read(limits::maxFileBytes + 1);
    if (bytes->size() > limits::maxFileBytes) {
        bytes->clear();
        return QCoreApplication::translate("rooflab", "the file is more than the %1 MiB RoofLab reads")
            .arg(limits::maxFileBytes >> 20);
    }
    if (file.error() != QFileDevice::NoError)
        return file.errorString();
    return {};
}

} // namespace rooflab
