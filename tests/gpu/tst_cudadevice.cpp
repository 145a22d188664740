// Real measurements on a CUDA device: small GEMMs checked against the CPU reference, and every
// measured rate positive and below the datasheet peak (+5%). Skips, with the reason, in builds
// without CUDA and on machines without a device.
#include "core/hardwaredb.h"
#include "gpu/benchdevice.h"
#include "gpu/sweepplan.h"

#include <QtTest>

#include <memory>
#include <string>

using namespace rooflab;
using namespace rooflab::gpu;

namespace {

TimingPolicy testTiming() {
    TimingPolicy t;
    t.targetSeconds = 0.02;
    t.minRepetitions = 3;
    t.maxRepetitions = 10;
    t.warmupRuns = 1;
    t.autotuneAlgorithms = 2;
    return t;
}

} // namespace

class TestCudaDevice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void deviceQuery();
    void smallGemms_data();
    void smallGemms();
    void streamKernels();
    void intensityKernels();
    void failuresBecomeErrors();

private:
    std::unique_ptr<BenchBackend> m_backend;
    BenchDevice m_device;
    const GpuSpec* m_spec = nullptr; // matched datasheet entry, may be null

    // rate must be > 0 and, when the datasheet has a figure, below it + 5%.
    void checkRate(double rate, double datasheet, const std::string& what) {
        QVERIFY2(rate > 0, (what + ": rate is not positive").c_str());
        if (datasheet > 0)
            QVERIFY2(rate < datasheet * 1.05,
                     (what + ": " + std::to_string(rate) + " exceeds the datasheet " +
                      std::to_string(datasheet) + " by more than 5%")
                         .c_str());
    }
};

void TestCudaDevice::initTestCase() {
    if (!buildHasCuda())
        QSKIP("no CUDA device: this build of RoofLab has no CUDA support (ROOFLAB_CUDA=OFF or no nvcc)");
    m_backend = createBackend();
    std::string error;
    if (m_backend->deviceCount(error) == 0)
        QSKIP(qPrintable("no CUDA device: " + QString::fromStdString(error)));
    QVERIFY2(m_backend->queryDevice(0, m_device, error), error.c_str());
    if (!m_device.gpuId.empty())
        m_spec = HardwareDb::builtin().find(m_device.gpuId);
    qInfo("device: %s (cc %s, gpus.json: %s)", m_device.name.c_str(),
          m_device.computeCapability().c_str(), m_device.gpuId.empty() ? "none" : m_device.gpuId.c_str());
}

void TestCudaDevice::deviceQuery() {
    QVERIFY(!m_device.name.empty());
    QVERIFY(m_device.ccMajor >= 5);
    QVERIFY(m_device.smCount > 0);
    QVERIFY(m_device.memoryBytes > 1e9);
    QVERIFY(m_device.memoryClockKHz > 0);
    QVERIFY(m_device.busWidthBits > 0);
    QCOMPARE(m_device.theoreticalBandwidth,
             theoreticalBandwidth(m_device.memoryClockKHz, m_device.busWidthBits));
    QVERIFY(m_device.l2Bytes > 0);
    QVERIFY(m_device.driverVersion >= m_device.runtimeVersion || m_device.driverVersion > 0);
    QVERIFY(m_device.runtimeVersion > 0);
    QVERIFY(m_device.cublasVersion > 0);
    if (m_spec) // the datasheet bandwidth and the clock-derived one agree within 15%
        QVERIFY(std::abs(m_device.theoreticalBandwidth / m_spec->bandwidth - 1) < 0.15);
}

void TestCudaDevice::smallGemms_data() {
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    const bool fp8 = m_device.ccMajor * 10 + m_device.ccMinor >= 89;
    for (const char* t : {"fp32", "tf32", "fp16", "bf16", "fp8-e4m3"}) {
        if (std::string(t) == "fp8-e4m3" && !fp8)
            continue;
        QTest::newRow((std::string(t) + " 256").c_str()) << t << 256 << 256 << 256;
        QTest::newRow((std::string(t) + " 1024").c_str()) << t << 1024 << 1024 << 1024;
        QTest::newRow((std::string(t) + " 64x2048x512").c_str()) << t << 64 << 2048 << 512;
        if (std::string(t) != "fp8-e4m3") { // fp8 needs multiples of 16
            QTest::newRow((std::string(t) + " 1x4096x1024").c_str()) << t << 1 << 4096 << 1024;
            QTest::newRow((std::string(t) + " 1000x999x1001").c_str()) << t << 1000 << 999 << 1001;
        }
    }
}

void TestCudaDevice::smallGemms() {
    QFETCH(QString, dtype);
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, k);
    GemmSpec spec;
    spec.dtype = *parseDType(dtype.toStdString());
    spec.m = m;
    spec.n = n;
    spec.k = k;
    spec.verify = true;
    spec.flushL2 = true;
    spec.timing = testTiming();
    const BenchPoint p = m_backend->runGemm(spec);
    QVERIFY2(p.ok(), p.error.c_str());
    QVERIFY2(p.relativeError >= 0, "the CPU check did not run");
    QVERIFY2(p.verified, qPrintable(QString("relative error %1 above %2")
                                        .arg(p.relativeError)
                                        .arg(gemmTolerance(spec.dtype))));
    QVERIFY(p.relativeError <= gemmTolerance(spec.dtype));
    QVERIFY(p.repetitions >= 3);
    QVERIFY(p.timeMin > 0 && p.timeMin <= p.timeMedian && p.timeMedian <= p.timeMax);
    QCOMPARE(p.flops, 2.0 * m * n * k);
    QVERIFY(p.l2Flushed);
    checkRate(p.flopsPerS, m_spec ? m_spec->peak(spec.dtype) : 0, p.name + " " + dtype.toStdString());
    checkRate(p.bytesPerS, m_spec ? m_spec->bandwidth : m_device.theoreticalBandwidth,
              p.name + " bytes");
}

void TestCudaDevice::streamKernels() {
    for (StreamOp op : {StreamOp::Copy, StreamOp::Scale, StreamOp::Add, StreamOp::Triad}) {
        StreamSpec spec;
        spec.op = op;
        spec.elements = streamElements(m_device, DType::FP32);
        spec.timing = testTiming();
        const BenchPoint p = m_backend->runStream(spec);
        QVERIFY2(p.ok(), p.error.c_str());
        QVERIFY2(p.verified, (p.name + ": wrong results").c_str());
        QVERIFY(p.bytes >= 8 * m_device.l2Bytes);
        // Bandwidth can never beat the clock-derived theoretical figure (+5% for rounding).
        checkRate(p.bytesPerS, m_device.theoreticalBandwidth, p.name);
        if (m_spec)
            checkRate(p.bytesPerS, m_spec->bandwidth, p.name + " vs datasheet");
    }
}

void TestCudaDevice::intensityKernels() {
    for (DType t : intensityDtypes()) {
        for (int fma : {0, 16, 1024}) {
            IntensitySpec spec;
            spec.dtype = t;
            spec.fmaPerElement = fma;
            spec.elements = streamElements(m_device, t);
            spec.timing = testTiming();
            const BenchPoint p = m_backend->runIntensity(spec);
            const std::string what = p.name + " " + std::string(dtypeId(t));
            QVERIFY2(p.ok(), (what + ": " + p.error).c_str());
            checkRate(p.bytesPerS, m_device.theoreticalBandwidth, what + " bytes");
            // CUDA-core peak: fp32 vector; packed fp16/bf16 (HFMA2) reach 2x that on Hopper and
            // up to 4x on A100, so the half types are held to 4x.
            const double vector = m_spec ? m_spec->fp32VectorPeak : 0;
            checkRate(p.flopsPerS, t == DType::FP32 ? vector : 4 * vector, what + " flops");
        }
    }
}

void TestCudaDevice::failuresBecomeErrors() {
    GemmSpec huge;
    huge.dtype = DType::FP32;
    huge.m = huge.n = huge.k = 1 << 20; // 4 TiB per matrix
    huge.timing = testTiming();
    const BenchPoint oom = m_backend->runGemm(huge);
    QVERIFY(!oom.ok());
    QVERIFY2(oom.error.find("out of device memory") != std::string::npos, oom.error.c_str());

    GemmSpec odd;
    odd.dtype = DType::FP8_E4M3;
    odd.m = 8;
    odd.n = odd.k = 256;
    odd.timing = testTiming();
    const BenchPoint fp8 = m_backend->runGemm(odd);
    QVERIFY(!fp8.ok()); // either "multiples of 16" or "needs compute capability 8.9"

    IntensitySpec badCount;
    badCount.fmaPerElement = 3;
    badCount.elements = 1 << 20;
    badCount.timing = testTiming();
    QVERIFY(!m_backend->runIntensity(badCount).ok());

    // The device still works after the failures.
    GemmSpec small;
    small.dtype = DType::BF16;
    small.m = small.n = small.k = 128;
    small.verify = true;
    small.timing = testTiming();
    const BenchPoint p = m_backend->runGemm(small);
    QVERIFY2(p.ok(), p.error.c_str());
    QVERIFY(p.verified);
}

QTEST_APPLESS_MAIN(TestCudaDevice)
#include "tst_cudadevice.moc"
