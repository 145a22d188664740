// rooflab-bench --selftest's logic against a fault-injecting test double: a healthy device
// passes, each kind of broken measurement fails the check that should catch it, a sticky error
// is reset or stops the test with a reason, and no device means "skipped" (exit 77).
#include "gpu/selftest.h"

#include "faultybackend.h"

#include <QTest>

#include <string>

using namespace rooflab;
using namespace rooflab::gpu;
using test::Fault;
using test::FaultyBackend;
using Status = SelfTestCheck::Status;

namespace {

const SelfTestCheck* find(const SelfTestReport& r, const std::string& prefix) {
    for (const auto& c : r.checks)
        if (c.name.rfind(prefix, 0) == 0)
            return &c;
    return nullptr;
}

bool isGemm(const BenchPoint& p, DType t, const char* name) {
    return p.kind == BenchKind::Gemm && p.dtype == t && p.name == name;
}

} // namespace

class TestSelfTest : public QObject {
    Q_OBJECT

private slots:
    void healthyDevicePasses();
    void noDeviceIsSkipped();
    void deviceThatCannotBeQueriedIsSkipped();
    void wrongGemmResultFails();
    void gemmErrorFails();
    void impossibleBandwidthFails();
    void slowBandwidthFails();
    void intensityOutputCheckFails();
    void stickyErrorIsReset();
    void stickyErrorWithoutResetStops();
    void noFp8BeforeAda();
    void noClocksIsASkipNotAFailure();
    void stubBuildIsSkipped();
};

void TestSelfTest::healthyDevicePasses() {
    FaultyBackend backend;
    int reported = 0;
    const SelfTestReport r = runSelfTest(backend, {}, [&](const SelfTestCheck&) { ++reported; });
    for (const auto& c : r.checks)
        QVERIFY2(c.status == Status::Passed, (c.name + ": " + c.detail).c_str());
    QCOMPARE(reported, int(r.checks.size()));
    QCOMPARE(r.exitCode(), 0);
    QCOMPARE(r.failed(), 0);
    QVERIFY(r.passed() >= 20);
    // Every dtype, the decode orientation and fp8's fast accumulation are covered.
    for (const char* name :
         {"device", "clocks", "gemm fp32 256x256x256", "gemm tf32 1000x999x1001", "gemm fp16 2048x8x1024 (decode)",
          "gemm bf16 256x256x256", "gemm fp8-e4m3 2048x8x1024 (decode)", "gemm fp8-e4m3 256x256x256 fast-accum",
          "stream copy", "stream triad", "intensity fma=0 fp32", "intensity fma=256 fp16", "l2 read",
          "launch empty kernel"})
        QVERIFY2(find(r, name), name);
    const std::string s = r.summary();
    QVERIFY2(s.rfind("selftest PASSED: ", 0) == 0, s.c_str());
    QVERIFY(s.find("NVIDIA H100 80GB HBM3 (h100-sxm)") != std::string::npos);
    QVERIFY(s.find('\n') == std::string::npos); // one line
}

void TestSelfTest::noDeviceIsSkipped() {
    FaultyBackend backend;
    backend.devices = 0;
    const SelfTestReport r = runSelfTest(backend, {});
    QVERIFY(r.noDevice);
    QVERIFY(r.checks.empty());
    QCOMPARE(r.exitCode(), kSelfTestSkipExitCode);
    QCOMPARE(kSelfTestSkipExitCode, 77);
    QVERIFY2(r.summary().rfind("selftest SKIPPED: ", 0) == 0, r.summary().c_str());
    QVERIFY(r.summary().find("cudaGetDeviceCount returned 0") != std::string::npos);
    QCOMPARE(backend.calls, 0);
}

void TestSelfTest::deviceThatCannotBeQueriedIsSkipped() {
    FaultyBackend backend;
    SelfTestOptions o;
    o.device = 3;
    const SelfTestReport r = runSelfTest(backend, o);
    QCOMPARE(r.exitCode(), kSelfTestSkipExitCode);
    QVERIFY(r.summary().find("device 3 cannot be used") != std::string::npos);
}

void TestSelfTest::wrongGemmResultFails() {
    FaultyBackend backend;
    backend.faultFor = [](const BenchPoint& p, int) {
        return isGemm(p, DType::BF16, "gemm 256x256x256") ? Fault::WrongResult : Fault::None;
    };
    const SelfTestReport r = runSelfTest(backend, {});
    QCOMPARE(r.exitCode(), 1);
    QCOMPARE(r.failed(), 1);
    const SelfTestCheck* c = find(r, "gemm bf16 256x256x256");
    QVERIFY(c);
    QCOMPARE(c->status, Status::Failed);
    QVERIFY2(c->detail.find("wrong result") != std::string::npos, c->detail.c_str());
    QVERIFY(r.summary().rfind("selftest FAILED: 1 of ", 0) == 0);
    QVERIFY(r.summary().find("gemm bf16 256x256x256") != std::string::npos);
}

void TestSelfTest::gemmErrorFails() {
    FaultyBackend backend;
    backend.faultFor = [](const BenchPoint& p, int) {
        return p.kind == BenchKind::Gemm && p.dtype == DType::TF32 ? Fault::Error : Fault::None;
    };
    const SelfTestReport r = runSelfTest(backend, {});
    QCOMPARE(r.failed(), 3); // square, decode, odd
    QVERIFY(find(r, "gemm tf32 256x256x256")->detail.find("out of device memory") != std::string::npos);
    QCOMPARE(find(r, "gemm bf16 256x256x256")->status, Status::Passed); // the rest still ran
}

void TestSelfTest::impossibleBandwidthFails() {
    // Ten times faster: STREAM above the theoretical bandwidth means a cache was measured; a
    // GEMM above the datasheet peak means the timing is broken.
    FaultyBackend backend;
    backend.faultFor = [](const BenchPoint& p, int) {
        return p.name == "stream copy" || isGemm(p, DType::FP32, "gemm 1000x999x1001") ? Fault::TooFast : Fault::None;
    };
    const SelfTestReport r = runSelfTest(backend, {});
    const SelfTestCheck* copy = find(r, "stream copy");
    QCOMPARE(copy->status, Status::Failed);
    QVERIFY2(copy->detail.find("a cache was measured") != std::string::npos, copy->detail.c_str());
    const SelfTestCheck* gemm = find(r, "gemm fp32 1000x999x1001");
    QCOMPARE(gemm->status, Status::Failed);
    QVERIFY2(gemm->detail.find("above") != std::string::npos, gemm->detail.c_str());
    QCOMPARE(r.failed(), 2);
}

void TestSelfTest::slowBandwidthFails() {
    FaultyBackend backend;
    SelfTestOptions o;
    o.minBandwidthFraction = 0.9; // the double reaches 2.5 of 3.35 TB/s
    const SelfTestReport r = runSelfTest(backend, o);
    const SelfTestCheck* triad = find(r, "stream triad");
    QCOMPARE(triad->status, Status::Failed);
    QVERIFY2(triad->detail.find("is under 90 %") != std::string::npos, triad->detail.c_str());
}

void TestSelfTest::intensityOutputCheckFails() {
    FaultyBackend backend;
    backend.faultFor = [](const BenchPoint& p, int) {
        return p.kind == BenchKind::Intensity && p.fmaPerElement == 256 && p.dtype == DType::FP16 ? Fault::WrongResult
                                                                                                  : Fault::None;
    };
    const SelfTestReport r = runSelfTest(backend, {});
    const SelfTestCheck* c = find(r, "intensity fma=256 fp16");
    QCOMPARE(c->status, Status::Failed);
    QVERIFY2(c->detail.find("output is wrong") != std::string::npos, c->detail.c_str());
}

void TestSelfTest::stickyErrorIsReset() {
    FaultyBackend backend;
    backend.faultFor = [](const BenchPoint& p, int) {
        return isGemm(p, DType::FP16, "gemm 256x256x256") ? Fault::Sticky : Fault::None;
    };
    const SelfTestReport r = runSelfTest(backend, {});
    QCOMPARE(backend.resets, 1);
    QCOMPARE(find(r, "gemm fp16 256x256x256")->status, Status::Failed);
    QCOMPARE(find(r, "device reset")->status, Status::Passed);
    QCOMPARE(find(r, "launch empty kernel")->status, Status::Passed); // went on to the end
    QCOMPARE(r.exitCode(), 1);
}

void TestSelfTest::stickyErrorWithoutResetStops() {
    FaultyBackend backend;
    backend.recoverFails = true;
    backend.faultFor = [](const BenchPoint& p, int) { return p.name == "stream copy" ? Fault::Sticky : Fault::None; };
    const SelfTestReport r = runSelfTest(backend, {});
    const SelfTestCheck* reset = find(r, "device reset");
    QVERIFY(reset);
    QCOMPARE(reset->status, Status::Failed);
    QVERIFY2(reset->detail.find("cudaErrorDevicesUnavailable") != std::string::npos, reset->detail.c_str());
    QVERIFY(!find(r, "stream triad")); // nothing ran after the device was gone
    QVERIFY(!find(r, "launch empty kernel"));
    QCOMPARE(r.exitCode(), 1);
}

void TestSelfTest::noFp8BeforeAda() {
    FaultyBackend backend;
    backend.device.name = "NVIDIA A100-SXM4-80GB";
    backend.device.ccMajor = 8;
    backend.device.ccMinor = 0;
    backend.device.gpuId.clear(); // the double's rates are an H100's, not an A100's
    const SelfTestReport r = runSelfTest(backend, {});
    const SelfTestCheck* fp8 = find(r, "gemm fp8-e4m3");
    QVERIFY(fp8);
    QCOMPARE(fp8->status, Status::Skipped);
    QVERIFY(fp8->detail.find("8.9") != std::string::npos);
    QCOMPARE(r.exitCode(), 0);
    QVERIFY(r.summary().find("1 skipped") != std::string::npos);
}

void TestSelfTest::noClocksIsASkipNotAFailure() {
    FaultyBackend backend;
    backend.clocks = false;
    const SelfTestReport r = runSelfTest(backend, {});
    QCOMPARE(find(r, "clocks")->status, Status::Skipped);
    QVERIFY(find(r, "clocks")->detail.find("NVML not available") != std::string::npos);
    QCOMPARE(r.exitCode(), 0);
}

void TestSelfTest::stubBuildIsSkipped() {
    if (buildHasCuda())
        QSKIP("this build has CUDA: createBackend() loads the CUDA backend (tst_backendmodule: its stub fallback)");
    auto backend = createBackend();
    const SelfTestReport r = runSelfTest(*backend, {});
    QCOMPARE(r.exitCode(), kSelfTestSkipExitCode);
    QVERIFY(r.summary().find("no CUDA support") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestSelfTest)
#include "tst_selftest.moc"
