#include "document/fileio.h"

#include "core/base/fieldlimits.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

#include <cerrno>
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
