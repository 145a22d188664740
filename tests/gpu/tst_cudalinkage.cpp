// Which built programs need the CUDA libraries at start (CUDA builds only): the desktop
// application and its cold-start benchmark must not (they load the backend module when a GPU
// benchmark starts, gpu/backendmodule.h); the module and rooflab-bench must. Read from the ELF
// dynamic section's DT_NEEDED entries, which is what the dynamic loader maps before main().
#include <QFile>
#include <QTemporaryFile>
#include <QTest>

#include <elf.h>

#include <algorithm>
#include <cstring>

namespace {

// The DT_NEEDED names of a 64-bit little-endian ELF file. Empty, with the reason in error, when
// the file cannot be read or is not such a file.
QStringList neededLibraries(const QString& path, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    const qint64 size = file.size();
    const uchar* data = file.map(0, size);
    if (!data) {
        error = path + QStringLiteral(": cannot map");
        return {};
    }
    auto inside = [size](std::uint64_t offset, std::uint64_t length) {
        return offset <= std::uint64_t(size) && length <= std::uint64_t(size) - offset;
    };
    Elf64_Ehdr header;
    if (!inside(0, sizeof header)) {
        error = path + QStringLiteral(": too short for an ELF header");
        return {};
    }
    std::memcpy(&header, data, sizeof header);
    if (std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0 || header.e_ident[EI_CLASS] != ELFCLASS64 ||
        header.e_ident[EI_DATA] != ELFDATA2LSB || header.e_shentsize != sizeof(Elf64_Shdr)) {
        error = path + QStringLiteral(": not a 64-bit little-endian ELF file");
        return {};
    }
    auto section = [&](unsigned index, Elf64_Shdr& out) {
        const std::uint64_t at = header.e_shoff + std::uint64_t(index) * sizeof(Elf64_Shdr);
        if (index >= header.e_shnum || !inside(at, sizeof out))
            return false;
        std::memcpy(&out, data + at, sizeof out);
        return true;
    };
    QStringList needed;
    bool dynamic = false;
    for (unsigned i = 0; i < header.e_shnum; ++i) {
        Elf64_Shdr dyn, strings;
        if (!section(i, dyn) || dyn.sh_type != SHT_DYNAMIC)
            continue;
        if (!section(dyn.sh_link, strings) || !inside(dyn.sh_offset, dyn.sh_size) ||
            !inside(strings.sh_offset, strings.sh_size)) {
            error = path + QStringLiteral(": dynamic section out of bounds");
            return {};
        }
        dynamic = true;
        for (std::uint64_t at = 0; at + sizeof(Elf64_Dyn) <= dyn.sh_size; at += sizeof(Elf64_Dyn)) {
            Elf64_Dyn entry;
            std::memcpy(&entry, data + dyn.sh_offset + at, sizeof entry);
            if (entry.d_tag == DT_NULL)
                break;
            if (entry.d_tag != DT_NEEDED || entry.d_un.d_val >= strings.sh_size)
                continue;
            const char* name = reinterpret_cast<const char*>(data + strings.sh_offset + entry.d_un.d_val);
            needed << QString::fromLatin1(name, qsizetype(strnlen(name, strings.sh_size - entry.d_un.d_val)));
        }
    }
    if (!dynamic)
        error = path + QStringLiteral(": no dynamic section (a static executable?)");
    return needed;
}

QStringList cudaLibraries(const QStringList& needed) {
    QStringList cuda;
    for (const QString& lib : needed)
        if (lib.startsWith(QLatin1String("libcublas")) || lib.startsWith(QLatin1String("libcudart")) ||
            lib.startsWith(QLatin1String("libcuda.")))
            cuda << lib;
    return cuda;
}

} // namespace

class TestCudaLinkage : public QObject {
    Q_OBJECT
private slots:
    void startsWithoutCuda_data();
    void startsWithoutCuda();
    void backendNeedsCuda_data();
    void backendNeedsCuda();
    void brokenFileIsReported();
};

void TestCudaLinkage::startsWithoutCuda_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("alwaysNeeded"); // proves the dynamic section was read
    QTest::newRow("rooflab") << QStringLiteral(ROOFLAB_DESKTOP_PATH) << QStringLiteral("libQt6Widgets.so.6");
    QTest::newRow("bench_interaction") << QStringLiteral(ROOFLAB_BENCH_INTERACTION_PATH)
                                       << QStringLiteral("libQt6Widgets.so.6");
    QTest::newRow("this test (links rooflab_gpu)")
        << QCoreApplication::applicationFilePath() << QStringLiteral("libQt6Test.so.6");
}

void TestCudaLinkage::startsWithoutCuda() {
    QFETCH(QString, path);
    QFETCH(QString, alwaysNeeded);
    QString error;
    const QStringList needed = neededLibraries(path, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(needed.contains(alwaysNeeded), qPrintable(needed.join(QLatin1Char(' '))));
    QCOMPARE(cudaLibraries(needed), QStringList());
}

void TestCudaLinkage::backendNeedsCuda_data() {
    QTest::addColumn<QString>("path");
    QTest::newRow("librooflab_cuda_backend.so") << QStringLiteral(ROOFLAB_MODULE_PATH);
    QTest::newRow("rooflab-bench") << QStringLiteral(ROOFLAB_BENCH_PATH);
}

void TestCudaLinkage::backendNeedsCuda() {
    QFETCH(QString, path);
    QString error;
    const QStringList cuda = cudaLibraries(neededLibraries(path, error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto has = [&cuda](const char* prefix) {
        return std::any_of(cuda.begin(), cuda.end(),
                           [prefix](const QString& lib) { return lib.startsWith(QLatin1String(prefix)); });
    };
    QVERIFY2(has("libcublasLt.so."), qPrintable(cuda.join(QLatin1Char(' '))));
    QVERIFY2(has("libcudart.so."), qPrintable(cuda.join(QLatin1Char(' '))));
}

void TestCudaLinkage::brokenFileIsReported() {
    QTemporaryFile text;
    QVERIFY(text.open());
    text.write("#!/bin/sh\necho not an ELF file\n");
    text.close();
    QString error;
    QVERIFY(neededLibraries(text.fileName(), error).isEmpty());
    QVERIFY2(error.endsWith(QStringLiteral("not a 64-bit little-endian ELF file")) ||
                 error.endsWith(QStringLiteral("too short for an ELF header")),
             qPrintable(error));
}

QTEST_GUILESS_MAIN(TestCudaLinkage)
#include "tst_cudalinkage.moc"
