// Every file RoofLab writes goes through saveFileAtomically (document/fileio.h): whole or not
// at all. A disk that fills up is simulated with the file-size limit (RLIMIT_FSIZE, SIGXFSZ
// ignored): every write past it fails with EFBIG, as ENOSPC would on a full disk.
#include "document/fileio.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstring>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace rooflab;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs `write` with writes past `bytes` failing, then lifts the limit again.
template <typename Write> QString withFileSizeLimit(rlim_t bytes, Write write) {
    rlimit saved{};
    getrlimit(RLIMIT_FSIZE, &saved);
    const auto previous = std::signal(SIGXFSZ, SIG_IGN);
    rlimit limited = saved;
    limited.rlim_cur = bytes;
    setrlimit(RLIMIT_FSIZE, &limited);
    const QString reason = write();
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previous);
    return reason;
}

} // namespace

class TestFileIo : public QObject {
    Q_OBJECT
private slots:
    void writesTheWholeFile();
    void fullDiskKeepsTheOldFile();
    void missingFolderIsNamed();
    void readOnlyFolderIsNamed();
    void readsTheWholeFile();
    void tooLargeFileIsRefused();
    void newFileTakesTheUmask();
    void symlinkTargetIsWritten();
    void imageIsWrittenWholeOrNot();
};

void TestFileIo::writesTheWholeFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.json"));
    const QByteArray first(100000, 'a'), second("{\"version\": 1}");
    QCOMPARE(saveFileAtomically(path, first), QString());
    QCOMPARE(contents(path), first);
    QCOMPARE(saveFileAtomically(path, second), QString()); // a shorter file replaces a longer one
    QCOMPARE(contents(path), second);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("scenario.json")});
}

void TestFileIo::fullDiskKeepsTheOldFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("results.json"));
    const QByteArray before("what the user saved yesterday");
    QCOMPARE(saveFileAtomically(path, before), QString());
    const QString reason = withFileSizeLimit(4096, [&] { return saveFileAtomically(path, QByteArray(1 << 20, 'x')); });
    QCOMPARE(reason, QString::fromLocal8Bit(std::strerror(EFBIG))); // "File too large", not "Unknown error"
    QCOMPARE(contents(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("results.json")});
}

void TestFileIo::missingFolderIsNamed() {
    const QString reason = saveFileAtomically(QStringLiteral("/nonexistent-rooflab-folder/a.json"), "{}");
    QVERIFY(!reason.isEmpty());
    QVERIFY(!QFile::exists(QStringLiteral("/nonexistent-rooflab-folder/a.json")));
}

void TestFileIo::readOnlyFolderIsNamed() {
    if (geteuid() == 0)
        QSKIP("root writes into read-only folders");
    QTemporaryDir dir;
    QDir(dir.path()).mkdir(QStringLiteral("readonly"));
    const QString folder = dir.filePath(QStringLiteral("readonly"));
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    const QString reason = saveFileAtomically(folder + QStringLiteral("/a.json"), "{}");
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QVERIFY2(reason.contains(QStringLiteral("ermission")), qPrintable(reason));
}

void TestFileIo::readsTheWholeFile() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.json"));
    const QByteArray text(300000, 'z');
    QCOMPARE(saveFileAtomically(path, text), QString());
    QByteArray read;
    QCOMPARE(readWholeFile(path, &read), QString());
    QCOMPARE(read, text);
    QVERIFY(!readWholeFile(dir.filePath(QStringLiteral("missing.json")), &read).isEmpty());
}

// A file over limits::maxFileBytes (a sparse 65 MiB file: no disk used) is refused by its size,
// before anything is read into memory.
void TestFileIo::tooLargeFileIsRefused() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.json"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(65LL << 20));
    }
    QByteArray read("untouched");
    const QString problem = readWholeFile(path, &read);
    QVERIFY2(problem.contains(QStringLiteral("65 MiB, more than the 64 MiB")), qPrintable(problem));
    QCOMPARE(read, QByteArray("untouched"));
}

// A new file is readable as the user's umask says (issue 51: PDFs came out 0600).
void TestFileIo::newFileTakesTheUmask() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.json"));
    const mode_t previous = ::umask(027);
    const QString reason = saveFileAtomically(path, QByteArray("{}"));
    ::umask(previous);
    QCOMPARE(reason, QString());
    struct stat info {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(int(info.st_mode & 0777), 0640);
}

// Writing through a symlink writes its target; the link stays a link (issue 51).
void TestFileIo::symlinkTargetIsWritten() {
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("real.json"));
    const QString link = dir.filePath(QStringLiteral("link.json"));
    QCOMPARE(saveFileAtomically(target, QByteArray("old")), QString());
    QVERIFY(QFile::link(QStringLiteral("real.json"), link));
    QCOMPARE(saveFileAtomically(link, QByteArray("new")), QString());
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(contents(target), QByteArray("new"));
}

// rooflab --screenshot's writer: the image encoded in memory, then written whole or not at all.
void TestFileIo::imageIsWrittenWholeOrNot() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shot.png"));
    QImage image(640, 480, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    QCOMPARE(saveImageAtomically(image, path), QString());
    QCOMPARE(QImage(path).size(), image.size());
    const QByteArray before = contents(path);
    QImage noisy(640, 480, QImage::Format_RGB32); // incompressible: far past the 4 KiB limit
    for (int y = 0; y < noisy.height(); ++y)
        for (int x = 0; x < noisy.width(); ++x)
            noisy.setPixel(x, y, qRgb((x * 7919 + y * 104729) % 256, (x * y) % 256, (x ^ y) % 256));
    const QString reason = withFileSizeLimit(4096, [&] { return saveImageAtomically(noisy, path); });
    QCOMPARE(reason, QString::fromLocal8Bit(std::strerror(EFBIG)));
    QCOMPARE(contents(path), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("shot.png")});
}

QTEST_GUILESS_MAIN(TestFileIo)
#include "tst_fileio.moc"
