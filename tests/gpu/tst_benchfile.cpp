// The results file's newer fields (docs/results-format.md): clocks at the start and end of a
// sweep, the SM clock of each point and its low-clock flag, operand copies, fp8 fast
// accumulation, the L2 and launch points and their ceilings. Files written before them still load.
#include "core/measured/benchresults.h"

#include <QTest>

#include <string>

using namespace rooflab;

namespace {

ClockSample clock(double sm) {
    ClockSample c;
    c.valid = true;
    c.smClockMHz = sm;
    c.memoryClockMHz = 2619;
    c.smClockMaxMHz = 1980;
    c.memoryClockMaxMHz = 2619;
    c.temperatureC = 61;
    c.powerW = 498.5;
    c.powerLimitW = 500;
    c.defaultPowerLimitW = 700;
    c.enforcedPowerLimitW = 500;
    c.clocksEventReasons = 0x4; // sw power cap
    return c;
}

BenchResults sample() {
    BenchResults r;
    r.date = "2026-01-31T12:00:00Z";
    r.hostName = "node01";
    r.device.name = "NVIDIA H100 80GB HBM3";
    r.device.smClockKHz = 1980000;
    r.clocksStart = clock(1980);
    r.clocksEnd = clock(1755);
    r.clocksNote = "nvml";

    BenchPoint g;
    g.kind = BenchKind::Gemm;
    g.dtype = DType::FP8_E4M3;
    g.name = "gemm 4096x4096x4096 fast-accum";
    g.m = g.n = g.k = 4096;
    g.flops = 2.0 * 4096 * 4096 * 4096;
    g.bytes = 2.0 * 4096 * 4096 + 2.0 * 4096 * 4096;
    g.timeMedian = g.timeMin = g.timeMax = 150e-6;
    g.repetitions = 10;
    g.fastAccum = true;
    g.inputCopies = 1;
    g.smClockMHz = 1755;
    g.l2Flushed = true;
    g.deriveRates();

    BenchPoint small = g;
    small.dtype = DType::FP32;
    small.name = "gemm 1x4096x1024";
    small.fastAccum = false;
    small.m = 1;
    small.n = 4096;
    small.k = 1024;
    small.inputCopies = 8;
    small.smClockMHz = 1980;
    small.launchesPerSample = 20;

    BenchPoint l2;
    l2.kind = BenchKind::L2;
    l2.dtype = DType::FP32;
    l2.name = "l2 read 8 MiB";
    l2.elements = (8 << 20) / 4;
    l2.bytes = 512.0 * 1024 * 1024;
    l2.timeMedian = l2.timeMin = l2.timeMax = 60e-6;
    l2.repetitions = 10;
    l2.launchesPerSample = 4;
    l2.deriveRates();

    BenchPoint launch;
    launch.kind = BenchKind::Launch;
    launch.dtype = DType::FP32;
    launch.name = "launch empty kernel";
    launch.timeMedian = 2.2e-6;
    launch.timeMin = 2.1e-6;
    launch.timeMax = 2.5e-6;
    launch.repetitions = 10;
    launch.launchesPerSample = 1000;

    BenchPoint unknownClock = l2;
    unknownClock.name = "l2 read 2 MiB";
    unknownClock.smClockMHz = 0;

    r.points = {g, small, l2, launch, unknownClock};
    flagLowClockPoints(r);
    r.ceilings = computeCeilings(r.points);
    return r;
}

} // namespace

class TestBenchFile : public QObject {
    Q_OBJECT

private slots:
    void newFieldsRoundTrip();
    void oldFileStillLoads();
    void lowClockFlag();
    void reasonNames();
    void cacheAndLaunchCeilings();
    void malformedNewFields_data();
    void malformedNewFields();
};

void TestBenchFile::newFieldsRoundTrip() {
    const BenchResults in = sample();
    const std::string text = toJson(in);
    QVERIFY(text.find("\"clocks\"") != std::string::npos);
    QVERIFY(text.find("\"sw-power-cap\"") != std::string::npos);
    BenchResults out;
    std::string error;
    QVERIFY2(parseBenchResults(text, out, error), error.c_str());
    QCOMPARE(out.clocksNote, std::string("nvml"));
    for (const auto* pair : {&out.clocksStart, &out.clocksEnd}) {
        const ClockSample& c = *pair;
        const ClockSample& want = pair == &out.clocksStart ? in.clocksStart : in.clocksEnd;
        QVERIFY(c.valid);
        QCOMPARE(c.smClockMHz, want.smClockMHz);
        QCOMPARE(c.memoryClockMHz, want.memoryClockMHz);
        QCOMPARE(c.smClockMaxMHz, want.smClockMaxMHz);
        QCOMPARE(c.memoryClockMaxMHz, want.memoryClockMaxMHz);
        QCOMPARE(c.temperatureC, want.temperatureC);
        QCOMPARE(c.powerW, want.powerW);
        QCOMPARE(c.powerLimitW, want.powerLimitW);
        QCOMPARE(c.defaultPowerLimitW, want.defaultPowerLimitW);
        QCOMPARE(c.enforcedPowerLimitW, want.enforcedPowerLimitW);
        QCOMPARE(c.clocksEventReasons, want.clocksEventReasons);
    }
    QCOMPARE(out.points.size(), in.points.size());
    for (std::size_t i = 0; i < in.points.size(); ++i) {
        QCOMPARE(out.points[i].kind, in.points[i].kind);
        QCOMPARE(out.points[i].name, in.points[i].name);
        QCOMPARE(out.points[i].inputCopies, in.points[i].inputCopies);
        QCOMPARE(out.points[i].fastAccum, in.points[i].fastAccum);
        QCOMPARE(out.points[i].smClockMHz, in.points[i].smClockMHz);
        QCOMPARE(out.points[i].smClockLow, in.points[i].smClockLow);
        QCOMPARE(out.points[i].launchesPerSample, in.points[i].launchesPerSample);
    }
    QCOMPARE(out.ceilings.l2BytesPerS, in.ceilings.l2BytesPerS);
    QCOMPARE(out.ceilings.launchSeconds, in.ceilings.launchSeconds);
    QCOMPARE(toJson(out), text); // writing what was read gives the same document
}

void TestBenchFile::oldFileStillLoads() {
    // A file as format version 1 was first written: none of the newer keys.
    const std::string old = R"({
      "format": "rooflab-bench-results", "format_version": 1, "tool_version": "0.1.0",
      "date": "2026-01-31T12:00:00Z", "host": "node01", "method": "m",
      "device": {"name": "NVIDIA H100 80GB HBM3", "sm_clock_khz": 1980000},
      "ceilings": {"gemm_flops_per_s": {"bf16": 7e14}, "vector_flops_per_s": {},
                   "stream_bytes_per_s": 3e12, "stream_point": "stream copy",
                   "intensity_bytes_per_s": 2.9e12},
      "points": [{"kind": "gemm", "dtype": "bf16", "name": "gemm 4096x4096x4096",
                  "m": 4096, "n": 4096, "k": 4096, "flops": 1.37e11, "bytes": 1e8,
                  "time_median_s": 2e-4, "repetitions": 50, "launches_per_sample": 1,
                  "flops_per_s": 6.87e14, "bytes_per_s": 5e11, "l2_flushed": true,
                  "verified": true, "relative_error": 0.001, "algorithm": "a", "error": ""}]
    })";
    BenchResults r;
    std::string error;
    QVERIFY2(parseBenchResults(old, r, error), error.c_str());
    QVERIFY(!r.clocksStart.valid);
    QVERIFY(!r.clocksEnd.valid);
    QVERIFY(r.clocksNote.empty());
    QCOMPARE(r.points.size(), std::size_t(1));
    QCOMPARE(r.points[0].inputCopies, 1);
    QVERIFY(!r.points[0].fastAccum);
    QCOMPARE(r.points[0].smClockMHz, 0.0);
    QVERIFY(!r.points[0].smClockLow);
    QCOMPARE(r.ceilings.l2BytesPerS, 0.0);
    QCOMPARE(r.ceilings.launchSeconds, 0.0);
    QCOMPARE(flagLowClockPoints(r), 0); // no point clock known: nothing flagged
}

void TestBenchFile::lowClockFlag() {
    BenchResults r = sample();
    // 1755 MHz is 88.6 % of 1980: flagged; 1980 and unknown (0): not.
    QVERIFY(r.points[0].smClockLow);
    QVERIFY(!r.points[1].smClockLow);
    QVERIFY(!r.points[4].smClockLow);
    QCOMPARE(flagLowClockPoints(r), 1);
    // Without NVML's maximum, the device's peak clock is the reference.
    r.clocksStart = ClockSample{};
    r.clocksEnd = ClockSample{};
    r.device.smClockKHz = 1755000;
    QCOMPARE(flagLowClockPoints(r), 0);
    r.device.smClockKHz = 2300000;
    QCOMPARE(flagLowClockPoints(r), 2); // 1755 and 1980 are both under 90 % of 2300
}

void TestBenchFile::reasonNames() {
    ClockSample c;
    QVERIFY(c.reasonNames().empty());
    c.clocksEventReasons = 0x4 | 0x40;
    QCOMPARE(c.reasonNames(), (std::vector<std::string>{"sw-power-cap", "hw-thermal-slowdown"}));
    c.clocksEventReasons = 0x1 | 0x10000;
    QCOMPARE(c.reasonNames(), (std::vector<std::string>{"gpu-idle", "other"}));
}

void TestBenchFile::cacheAndLaunchCeilings() {
    const BenchResults r = sample();
    QCOMPARE(r.ceilings.l2BytesPerS, r.points[2].bytesPerS);
    QCOMPARE(r.ceilings.launchSeconds, 2.2e-6);
    QCOMPARE(r.ceilings.streamBytesPerS, 0.0); // the L2 plateau is not the memory bandwidth
    QVERIFY(!r.ceilings.empty());
    BenchKind k;
    QVERIFY(parseBenchKind("l2", k));
    QCOMPARE(k, BenchKind::L2);
    QVERIFY(parseBenchKind("launch", k));
    QCOMPARE(k, BenchKind::Launch);
    QCOMPARE(std::string(benchKindId(BenchKind::Launch)), std::string("launch"));
}

void TestBenchFile::malformedNewFields_data() {
    QTest::addColumn<QString>("after"); // the pattern is searched from here on
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("clocks not object") << ""
                                       << "\"clocks\": {"
                                       << "\"clocks\": 3, \"x\": {"
                                       << "clocks: expected an object";
    QTest::newRow("clock sample not object") << "\"clocks\""
                                             << "\"start\": {"
                                             << "\"start\": [], \"x\": {"
                                             << "clocks.start: expected an object";
    QTest::newRow("clock text") << "\"start\""
                                << "\"temperature_c\": 61.0"
                                << "\"temperature_c\": \"hot\""
                                << "clocks.start.temperature_c: expected a number";
    QTest::newRow("copies zero") << "\"points\""
                                 << "\"input_copies\": 1"
                                 << "\"input_copies\": 0"
                                 << "points[0].input_copies: must be between 1 and 2147483647, got 0";
    QTest::newRow("fast accum text") << "\"points\""
                                     << "\"fast_accum\": true"
                                     << "\"fast_accum\": \"yes\""
                                     << "points[0].fast_accum: expected true or false";
    QTest::newRow("negative clock") << "\"points\""
                                    << "\"sm_clock_mhz\": 1755.0"
                                    << "\"sm_clock_mhz\": -1"
                                    << "points[0].sm_clock_mhz: must be at least 0, got -1";
}

void TestBenchFile::malformedNewFields() {
    QFETCH(QString, after);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    std::string text = toJson(sample());
    const auto start = after.isEmpty() ? 0 : text.find(after.toStdString());
    QVERIFY(start != std::string::npos);
    const auto pos = text.find(from.toStdString(), start);
    QVERIFY2(pos != std::string::npos, qPrintable("pattern not found: " + from));
    text.replace(pos, std::size_t(from.size()), to.toStdString());
    BenchResults r;
    std::string error;
    QVERIFY(!parseBenchResults(text, r, error));
    QVERIFY2(error.find(message.toStdString()) != std::string::npos, error.c_str());
}

QTEST_APPLESS_MAIN(TestBenchFile)
#include "tst_benchfile.moc"
