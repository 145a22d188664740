// Real measurements on a CUDA device: small GEMMs checked against the CPU reference, every
// measured rate positive and below the datasheet peak (+5%) where the L2 cannot have helped, and
// lower bounds keyed on the matched GPU (bf16 GEMM 4096^3 >= 60 % of the datasheet peak, STREAM
// copy >= 70 % of the datasheet bandwidth, the fp16 intensity plateau >= 1.5x fp32's), the
// intensity kernel's own output, the L2 plateau, the launch floor and the clocks. Skips, with the
// reason, in builds without CUDA and on machines without a device (CTest then reports it as
// skipped: tests/gpu/CMakeLists.txt).
#include "core/io/hardwaredb.h"
#include "gpu/benchdevice.h"
#include "gpu/sweepplan.h"

#include <QTest>

#include <algorithm>
#include <cmath>
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

TimingPolicy kernelTestTiming() {
    TimingPolicy t = testTiming();
    t.minLaunchesPerSample = kKernelLaunchesPerSample;
    return t;
}

std::string tflops(double v) {
    return std::to_string(v / 1e12) + " TFLOP/s";
}
std::string tbps(double v) {
    return std::to_string(v / 1e12) + " TB/s";
}

} // namespace

class TestCudaDevice : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void deviceQuery();
    void clocks();
    void smallGemms_data();
    void smallGemms();
    void bf16GemmReachesDatasheet();
    void streamKernels();
    void intensityKernels();
    void l2AndLaunch();
    void failuresBecomeErrors();

private:
    std::unique_ptr<BenchBackend> m_backend;
    BenchDevice m_device;
    const GpuSpec* m_spec = nullptr; // matched datasheet entry, may be null

    // rate must be > 0 and, when the datasheet has a figure, below it + 5%.
    void checkRate(double rate, double datasheet, const std::string& what) {
        QVERIFY2(rate > 0, (what + ": rate is not positive").c_str());
        if (datasheet > 0)
            QVERIFY2(rate < datasheet * 1.05, (what + ": " + std::to_string(rate) + " exceeds the datasheet " +
                                               std::to_string(datasheet) + " by more than 5%")
                                                  .c_str());
    }
    // What the card's clocks say right now: a lower bound that fails on a capped or hot card
    // should say so.
    std::string clockNote() {
        ClockSample c;
        std::string why;
        if (!m_backend->sampleClocks(c, why))
            return " (clocks unknown: " + why + ")";
        std::string s = " (SM " + std::to_string(int(c.smClockMHz)) + " of " + std::to_string(int(c.smClockMaxMHz)) +
                        " MHz, " + std::to_string(int(c.temperatureC)) + " C, power limit " +
                        std::to_string(int(c.enforcedPowerLimitW)) + " W of " +
                        std::to_string(int(c.defaultPowerLimitW)) + " W";
        for (const auto& r : c.reasonNames())
            s += ", " + r;
        return s + ")";
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
    qInfo("device: %s (cc %s, gpus.json: %s)%s", m_device.name.c_str(), m_device.computeCapability().c_str(),
          m_device.gpuId.empty() ? "none" : m_device.gpuId.c_str(), clockNote().c_str());
}

void TestCudaDevice::deviceQuery() {
    QVERIFY(!m_device.name.empty());
    QVERIFY(m_device.ccMajor >= 5);
    QVERIFY(m_device.smCount > 0);
    QVERIFY(m_device.memoryBytes > 1e9);
    QVERIFY(m_device.memoryClockKHz > 0);
    QVERIFY(m_device.busWidthBits > 0);
    QCOMPARE(m_device.theoreticalBandwidth, theoreticalBandwidth(m_device.memoryClockKHz, m_device.busWidthBits));
    QVERIFY(m_device.l2Bytes > 0);
    QVERIFY(m_device.driverVersion >= m_device.runtimeVersion || m_device.driverVersion > 0);
    QVERIFY(m_device.runtimeVersion > 0);
    QVERIFY(m_device.cublasVersion > 0);
    if (m_spec) // the datasheet bandwidth and the clock-derived one agree within 15%
        QVERIFY(std::abs(m_device.theoreticalBandwidth / m_spec->bandwidth - 1) < 0.15);
}

void TestCudaDevice::clocks() {
    ClockSample c;
    std::string why;
    if (!m_backend->sampleClocks(c, why))
        QSKIP(qPrintable("NVML cannot be read here: " + QString::fromStdString(why)));
    QVERIFY(c.valid);
    QVERIFY(c.smClockMHz > 0);
    QVERIFY(c.smClockMaxMHz >= c.smClockMHz * 0.99);
    QVERIFY(c.memoryClockMHz > 0);
    // The driver's peak SM clock and NVML's maximum are the same figure (within 5 %).
    QVERIFY2(std::abs(c.smClockMaxMHz / (m_device.smClockKHz / 1e3) - 1) < 0.05, clockNote().c_str());
}

void TestCudaDevice::smallGemms_data() {
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<int>("m");
    QTest::addColumn<int>("n");
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("fastAccum");
    const bool fp8 = m_device.ccMajor * 10 + m_device.ccMinor >= 89;
    for (const char* t : {"fp32", "tf32", "fp16", "bf16", "fp8-e4m3"}) {
        const bool isFp8 = std::string(t) == "fp8-e4m3";
        if (isFp8 && !fp8)
            continue;
        QTest::newRow((std::string(t) + " 256").c_str()) << t << 256 << 256 << 256 << false;
        QTest::newRow((std::string(t) + " 1024").c_str()) << t << 1024 << 1024 << 1024 << false;
        QTest::newRow((std::string(t) + " 64x2048x512").c_str()) << t << 64 << 2048 << 512 << false;
        // Decode as the plan orients it: m = d_ff, n = tokens (fp8 too: n is free).
        QTest::newRow((std::string(t) + " 4096x1x1024 decode").c_str()) << t << 4096 << 1 << 1024 << false;
        QTest::newRow((std::string(t) + " 4096x8x1024 decode").c_str()) << t << 4096 << 8 << 1024 << false;
        if (!isFp8) { // fp8 needs m and k multiples of 16
            QTest::newRow((std::string(t) + " 1x4096x1024").c_str()) << t << 1 << 4096 << 1024 << false;
            QTest::newRow((std::string(t) + " 1000x999x1001").c_str()) << t << 1000 << 999 << 1001 << false;
        } else {
            QTest::newRow("fp8-e4m3 1024 fast-accum") << t << 1024 << 1024 << 1024 << true;
        }
    }
    QTest::newRow("bf16 4096") << "bf16" << 4096 << 4096 << 4096 << false;
}

void TestCudaDevice::smallGemms() {
    QFETCH(QString, dtype);
    QFETCH(int, m);
    QFETCH(int, n);
    QFETCH(int, k);
    QFETCH(bool, fastAccum);
    GemmSpec spec;
    spec.dtype = *parseDType(dtype.toStdString());
    spec.m = m;
    spec.n = n;
    spec.k = k;
    spec.fastAccum = fastAccum;
    spec.verify = true;
    spec.flushL2 = true;
    spec.timing = testTiming();
    const BenchPoint p = m_backend->runGemm(spec);
    QVERIFY2(p.ok(), p.error.c_str());
    QVERIFY2(p.relativeError >= 0, "the CPU check did not run");
    QVERIFY2(
        p.verified,
        qPrintable(QString("relative error %1 above %2").arg(p.relativeError).arg(gemmTolerance(spec.dtype, spec.k))));
    QVERIFY(p.relativeError <= gemmTolerance(spec.dtype, spec.k));
    QVERIFY(p.repetitions >= 3);
    QVERIFY(p.timeMin > 0 && p.timeMin <= p.timeMedian && p.timeMedian <= p.timeMax);
    QCOMPARE(p.flops, 2.0 * m * n * k);
    QCOMPARE(p.fastAccum, fastAccum);
    QVERIFY(p.inputCopies >= 1);
    // Batched small GEMMs rotate operand copies so that every launch is cold; only when the
    // memory budget did not allow that is the point marked warm.
    QVERIFY2(p.l2Flushed || p.launchesPerSample > 1, p.algorithm.c_str());
    if (!p.l2Flushed)
        qWarning("%s %s: L2 warm (%d launches per sample, %d copies)", p.name.c_str(), qPrintable(dtype),
                 p.launchesPerSample, p.inputCopies);
    checkRate(p.flopsPerS, m_spec ? m_spec->peak(spec.dtype) : 0, p.name + " " + dtype.toStdString());
    if (p.l2Flushed) // a cold point cannot beat the memory
        checkRate(p.bytesPerS, m_spec ? m_spec->bandwidth : m_device.theoreticalBandwidth, p.name + " bytes");
}

void TestCudaDevice::bf16GemmReachesDatasheet() {
    if (!m_spec || m_spec->peak(DType::BF16) <= 0)
        QSKIP(qPrintable("no datasheet bf16 peak for this device (" + QString::fromStdString(m_device.name) +
                         "): no lower bound to check"));
    GemmSpec spec;
    spec.dtype = DType::BF16;
    spec.m = spec.n = spec.k = 4096;
    spec.timing = testTiming();
    spec.timing.targetSeconds = 0.1;
    const BenchPoint p = m_backend->runGemm(spec);
    QVERIFY2(p.ok(), p.error.c_str());
    const double peak = m_spec->peak(DType::BF16);
    qInfo("bf16 4096^3: %s = %.1f %% of the datasheet %s, SM clock %.0f MHz", tflops(p.flopsPerS).c_str(),
          100 * p.flopsPerS / peak, tflops(peak).c_str(), p.smClockMHz);
    QVERIFY2(p.flopsPerS >= 0.6 * peak,
             (tflops(p.flopsPerS) + " is under 60 % of the datasheet " + tflops(peak) + clockNote()).c_str());
}

void TestCudaDevice::streamKernels() {
    double copy = 0;
    for (StreamOp op : {StreamOp::Copy, StreamOp::Scale, StreamOp::Add, StreamOp::Triad}) {
        StreamSpec spec;
        spec.op = op;
        spec.elements = streamElements(m_device, DType::FP32);
        spec.timing = kernelTestTiming();
        const BenchPoint p = m_backend->runStream(spec);
        QVERIFY2(p.ok(), p.error.c_str());
        QVERIFY2(p.verified, (p.name + ": wrong results").c_str());
        QVERIFY(p.bytes >= 8 * m_device.l2Bytes);
        QCOMPARE(p.launchesPerSample, kKernelLaunchesPerSample);
        // Bandwidth can never beat the clock-derived theoretical figure (+5% for rounding).
        checkRate(p.bytesPerS, m_device.theoreticalBandwidth, p.name);
        if (m_spec)
            checkRate(p.bytesPerS, m_spec->bandwidth, p.name + " vs datasheet");
        if (op == StreamOp::Copy)
            copy = p.bytesPerS;
    }
    if (!m_spec)
        QSKIP("no datasheet bandwidth for this device: no lower bound to check");
    qInfo("stream copy: %s = %.1f %% of the datasheet %s", tbps(copy).c_str(), 100 * copy / m_spec->bandwidth,
          tbps(m_spec->bandwidth).c_str());
    QVERIFY2(copy >= 0.7 * m_spec->bandwidth,
             (tbps(copy) + " is under 70 % of the datasheet " + tbps(m_spec->bandwidth) + clockNote()).c_str());
}

void TestCudaDevice::intensityKernels() {
    double plateau32 = 0, plateau16 = 0;
    for (DType t : intensityDtypes()) {
        for (int fma : {0, 16, 1024}) {
            IntensitySpec spec;
            spec.dtype = t;
            spec.fmaPerElement = fma;
            spec.elements = intensityElements(m_device, t);
            spec.timing = kernelTestTiming();
            const BenchPoint p = m_backend->runIntensity(spec);
            const std::string what = p.name + " " + std::string(dtypeId(t));
            QVERIFY2(p.ok(), (what + ": " + p.error).c_str());
            // The probe threads' sums equal the host's emulation of the same FMAs.
            QVERIFY2(p.relativeError >= 0, (what + ": the output check did not run").c_str());
            QVERIFY2(p.verified, (what + ": wrong output, relative error " + std::to_string(p.relativeError)).c_str());
            checkRate(p.bytesPerS, m_device.theoreticalBandwidth, what + " bytes");
            // CUDA-core peak: fp32 vector; packed fp16/bf16 (HFMA2) reach 2x that on Hopper and
            // up to 4x on A100, so the half types are held to 4x.
            const double vector = m_spec ? m_spec->fp32VectorPeak : 0;
            checkRate(p.flopsPerS, t == DType::FP32 ? vector : 4 * vector, what + " flops");
            if (fma == 1024 && t == DType::FP32)
                plateau32 = p.flopsPerS;
            if (fma == 1024 && t == DType::FP16)
                plateau16 = p.flopsPerS;
        }
    }
    // Packed half FMAs (two per instruction) must show on the compute plateau.
    qInfo("intensity plateau: fp32 %s, fp16 %s (%.2fx)", tflops(plateau32).c_str(), tflops(plateau16).c_str(),
          plateau16 / plateau32);
    QVERIFY2(plateau16 >= 1.5 * plateau32,
             ("fp16 plateau " + tflops(plateau16) + " is under 1.5x fp32's " + tflops(plateau32)).c_str());
}

void TestCudaDevice::l2AndLaunch() {
    double best = 0;
    for (std::int64_t bytes : cacheWorkingSets(Preset::Quick, m_device)) {
        CacheSpec spec;
        spec.workingSetBytes = bytes;
        spec.passes = cachePasses(bytes);
        spec.timing = kernelTestTiming();
        const BenchPoint p = m_backend->runCache(spec);
        QVERIFY2(p.ok(), (p.name + ": " + p.error).c_str());
        QVERIFY(p.bytesPerS > 0);
        best = std::max(best, p.bytesPerS);
    }
    // The L2 plateau lies above the memory's roof (H100: roughly 2-4x).
    qInfo("L2 plateau %s, memory %s theoretical", tbps(best).c_str(), tbps(m_device.theoreticalBandwidth).c_str());
    QVERIFY2(best > m_device.theoreticalBandwidth, (tbps(best) + " is not above the memory bandwidth").c_str());

    LaunchSpec launch;
    launch.timing = launchTiming(Preset::Quick);
    launch.timing.targetSeconds = 0.05;
    const BenchPoint p = m_backend->runLaunch(launch);
    QVERIFY2(p.ok(), p.error.c_str());
    QCOMPARE(p.launchesPerSample, 1000);
    qInfo("launch floor: %.2f us per launch", p.timeMedian * 1e6);
    QVERIFY(p.timeMedian > 0.1e-6 && p.timeMedian < 20e-6);
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

    GemmSpec fastBf16;
    fastBf16.dtype = DType::BF16;
    fastBf16.m = fastBf16.n = fastBf16.k = 256;
    fastBf16.fastAccum = true;
    fastBf16.timing = testTiming();
    const BenchPoint fast = m_backend->runGemm(fastBf16);
    QVERIFY(!fast.ok());
    QVERIFY2(fast.error.find("fp8 variant") != std::string::npos, fast.error.c_str());

    IntensitySpec badCount;
    badCount.fmaPerElement = 3;
    badCount.elements = 1 << 20;
    badCount.timing = testTiming();
    QVERIFY(!m_backend->runIntensity(badCount).ok());

    // None of these is sticky: the device still works, without a reset.
    QVERIFY(!m_backend->needsRecovery());
    GemmSpec small;
    small.dtype = DType::BF16;
    small.m = small.n = small.k = 128;
    small.verify = true;
    small.timing = testTiming();
    const BenchPoint p = m_backend->runGemm(small);
    QVERIFY2(p.ok(), p.error.c_str());
    QVERIFY(p.verified);

    // A reset (what the runner does after a sticky error) leaves a working device.
    std::string error;
    QVERIFY2(m_backend->recover(error), error.c_str());
    const BenchPoint again = m_backend->runGemm(small);
    QVERIFY2(again.ok(), again.error.c_str());
    QVERIFY(again.verified);
}

QTEST_APPLESS_MAIN(TestCudaDevice)
#include "tst_cudadevice.moc"
