// The CUDA backend module loader (gpu/backendmodule.h): a missing, broken or foreign module is
// refused with the loader's own reason, createBackend() then hands out the stub carrying it, and
// the real module (CUDA builds) loads, creates a backend and brings cuBLASLt with it, which a
// program that links rooflab_gpu has not mapped before.
#include "gpu/backendmodule.h"
#include "gpu/benchdevice.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

// Where the missing module is looked for (a folder that does not exist).
const std::string kMissing = "/nonexistent-rooflab-test/" + std::string(BackendModule::kFileName);

// True when a file whose name contains `name` is mapped into this process.
bool mapped(const QString& name) {
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return false;
    return QString::fromLocal8Bit(maps.readAll()).contains(name);
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

class TestBackendModule : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void missingModuleNamesPathAndReason();
    void brokenFileIsRefused();
    void libraryWithoutEntryPointsIsRefused();
    void searchPathHonoursVariable();
    void createBackendFallsBackToStub();
    void realModuleLoads();
};

void TestBackendModule::initTestCase() {
    // Only this module is looked for, and it is not there: createBackend() must say so.
    qputenv(BackendModule::kPathVariable, QByteArray::fromStdString(kMissing));
    // Linking rooflab_gpu maps no CUDA library: the loader alone brings them.
    QVERIFY(!mapped(QStringLiteral("libcublasLt")));
    QVERIFY(!mapped(QStringLiteral("libcudart")));
}

void TestBackendModule::missingModuleNamesPathAndReason() {
    std::string error;
    const auto module = BackendModule::open(kMissing, error);
    QVERIFY(!module);
    QVERIFY2(contains(error, "cannot load the CUDA backend " + kMissing), error.c_str());
    // dlerror()'s words, and the path only once.
    QVERIFY2(contains(error, "cannot open shared object file: No such file or directory"), error.c_str());
    QCOMPARE(error.find(kMissing), error.rfind(kMissing));
}

void TestBackendModule::brokenFileIsRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QString::fromLatin1(BackendModule::kFileName));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not an ELF file, only some text that is long enough to have a header's size\n");
    file.close();
    std::string error;
    QVERIFY(!BackendModule::open(path.toStdString(), error));
    QVERIFY2(contains(error, "cannot load the CUDA backend " + path.toStdString() + ": "), error.c_str());
    QVERIFY2(contains(error, "invalid ELF header") || contains(error, "file too short"), error.c_str());
}

void TestBackendModule::libraryWithoutEntryPointsIsRefused() {
    // A real shared library that is no RoofLab module (the C maths library, loaded already).
    std::string error;
    QVERIFY(!BackendModule::open("libm.so.6", error));
    QVERIFY2(contains(error, "cannot load the CUDA backend libm.so.6: not a RoofLab backend module (no "),
             error.c_str());
    QVERIFY2(contains(error, BackendModule::kAbiSymbol), error.c_str());
}

void TestBackendModule::searchPathHonoursVariable() {
    QCOMPARE(BackendModule::searchPath(), std::vector<std::string>{kMissing});
    qunsetenv(BackendModule::kPathVariable);
    const std::vector<std::string> paths = BackendModule::searchPath();
    qputenv(BackendModule::kPathVariable, QByteArray::fromStdString(kMissing));
    // First beside this test program, then wherever else this build puts it.
    QVERIFY(!paths.empty());
    const std::string here = QCoreApplication::applicationDirPath().toStdString();
    QCOMPARE(paths.front(), here + "/" + BackendModule::kFileName);
#ifdef ROOFLAB_TEST_MODULE_PATH
    QVERIFY(std::find(paths.begin(), paths.end(), std::string(ROOFLAB_TEST_MODULE_PATH)) != paths.end());
#endif
}

void TestBackendModule::createBackendFallsBackToStub() {
    auto backend = createBackend();
    QVERIFY(backend);
    std::string error;
    QCOMPARE(backend->deviceCount(error), 0);
    if (!buildHasCuda()) {
        QCOMPARE(error, std::string(kNoCudaMessage));
        return;
    }
    // The stub repeats the loader's reason on every answer, points included.
    QVERIFY2(contains(error, "cannot load the CUDA backend " + kMissing), error.c_str());
    QVERIFY2(contains(error, "No such file or directory"), error.c_str());
    BenchDevice device;
    std::string queryError;
    QVERIFY(!backend->queryDevice(0, device, queryError));
    QCOMPARE(queryError, error);
    GemmSpec gemm;
    gemm.m = gemm.n = gemm.k = 64;
    QCOMPARE(backend->runGemm(gemm).error, error);
    QVERIFY(contains(backend->method(), error));
    // Asked again, the same answer: the process tried once.
    QCOMPARE(createBackend()->method(), backend->method());
    QVERIFY(!mapped(QStringLiteral("libcublasLt")));
}

void TestBackendModule::realModuleLoads() {
#ifndef ROOFLAB_TEST_MODULE_PATH
    QSKIP("this build has no CUDA: there is no backend module to load");
#else
    std::string error;
    const auto module = BackendModule::open(ROOFLAB_TEST_MODULE_PATH, error);
    QVERIFY2(module, error.c_str());
    QVERIFY(error.empty());
    QCOMPARE(module->path(), std::string(ROOFLAB_TEST_MODULE_PATH));
    // Loading the module is what maps cuBLASLt and the CUDA runtime.
    QVERIFY(mapped(QStringLiteral("librooflab_cuda_backend")));
    QVERIFY(mapped(QStringLiteral("libcublasLt")));
    QVERIFY(mapped(QStringLiteral("libcudart")));
    auto backend = module->create();
    QVERIFY(backend);
    QVERIFY2(contains(backend->method(), "cuBLASLt GEMM"), backend->method().c_str());
    // With a device it is counted; without one (no driver here) the runtime says why.
    const int devices = backend->deviceCount(error);
    QVERIFY2(devices > 0 || !error.empty(), "no device and no reason");
    qInfo("devices: %d%s", devices, error.empty() ? "" : (" (" + error + ")").c_str());
    backend.reset();
    // A second open of the same module is the same library, still usable.
    std::string again;
    const auto second = BackendModule::open(ROOFLAB_TEST_MODULE_PATH, again);
    QVERIFY2(second, again.c_str());
    QVERIFY(second->create());
#endif
}

QTEST_GUILESS_MAIN(TestBackendModule)
#include "tst_backendmodule.moc"
