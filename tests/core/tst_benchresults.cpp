// Bench results: JSON round trip, errors that name the broken field, measured ceilings, CSV.
#include "core/measured/benchresults.h"

#include <QTest>

#include <string>

using namespace rooflab;

namespace {

BenchResults sample() {
    BenchResults r;
    r.date = "2026-01-31T12:00:00Z";
    r.hostName = "node01";
    r.method = "test method";
    r.toolVersion = "0.1.0";
    BenchDevice& d = r.device;
    d.index = 1;
    d.name = "NVIDIA H100 80GB HBM3";
    d.ccMajor = 9;
    d.ccMinor = 0;
    d.smCount = 132;
    d.memoryBytes = 85520809984.0;
    d.memoryClockKHz = 2619000;
    d.busWidthBits = 5120;
    d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
    d.smClockKHz = 1980000;
    d.l2Bytes = 52428800;
    d.driverVersion = 13000;
    d.runtimeVersion = 13000;
    d.cublasVersion = 130001;
    d.gpuId = "h100-sxm";

    BenchPoint g;
    g.kind = BenchKind::Gemm;
    g.dtype = DType::BF16;
    g.name = "gemm 4096x4096x4096";
    g.m = g.n = g.k = 4096;
    g.flops = 2.0 * 4096 * 4096 * 4096;
    g.bytes = 3.0 * 4096 * 4096 * 2;
    g.timeMedian = 200e-6;
    g.timeMin = 190e-6;
    g.timeMax = 250e-6;
    g.repetitions = 50;
    g.launchesPerSample = 1;
    g.l2Flushed = true;
    g.verified = true;
    g.relativeError = 1.5e-3;
    g.algorithm = "square; cuBLASLt heuristic #1 of 8";
    g.deriveRates();

    BenchPoint s;
    s.kind = BenchKind::Stream;
    s.dtype = DType::FP32;
    s.name = "stream triad";
    s.elements = 1 << 26;
    s.bytes = 3.0 * 4 * (1 << 26);
    s.flops = 2.0 * (1 << 26);
    s.timeMedian = 300e-6;
    s.timeMin = 290e-6;
    s.timeMax = 320e-6;
    s.repetitions = 20;
    s.launchesPerSample = 1;
    s.verified = true;
    s.relativeError = 0;
    s.deriveRates();

    BenchPoint i;
    i.kind = BenchKind::Intensity;
    i.dtype = DType::FP16;
    i.name = "intensity fma=64";
    i.elements = 1 << 27;
    i.fmaPerElement = 64;
    i.flops = (2.0 * 64 + 1) * (1 << 27);
    i.bytes = 2.0 * (1 << 27);
    i.timeMedian = 1e-3;
    i.timeMin = 0.9e-3;
    i.timeMax = 1.1e-3;
    i.repetitions = 10;
    i.launchesPerSample = 3;
    i.deriveRates();

    BenchPoint failed;
    failed.kind = BenchKind::Gemm;
    failed.dtype = DType::FP8_E4M3;
    failed.name = "gemm 16384x16384x16384";
    failed.m = failed.n = failed.k = 16384;
    failed.error = "out of device memory: cudaMalloc 256.0 MiB for A, \"quoted\"";

    r.points = {g, s, i, failed};
    r.ceilings = computeCeilings(r.points);
    return r;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto pos = text.find(from);
    if (pos == std::string::npos)
        return "(pattern not found: " + from + ")";
    text.replace(pos, from.size(), to);
    return text;
}

} // namespace

class TestBenchResults : public QObject {
    Q_OBJECT

private slots:
    void theoreticalBandwidthFromClock();
    void versionStrings();
    void roundTrip();
    void unknownKeysTolerated();
    void ceilingsComputedWhenAbsent();
    void malformed_data();
    void malformed();
    void ceilings();
    void ceilingsSkipFailedChecks();
    void csvHeaderAndRows();
    void trainingAndDecodeFieldsRoundTrip();
    void trainingFieldsMalformed();
};

void TestBenchResults::theoreticalBandwidthFromClock() {
    // H100 SXM: 2619 MHz HBM3 on a 5120-bit bus, double data rate: 3.35 TB/s.
    QCOMPARE(theoreticalBandwidth(2619000, 5120), 2.0 * 2619e6 * 640);
    QVERIFY(std::abs(theoreticalBandwidth(2619000, 5120) / 3.35e12 - 1) < 0.01);
    QCOMPARE(theoreticalBandwidth(0, 5120), 0.0);
    QCOMPARE(theoreticalBandwidth(2619000, 0), 0.0);
}

void TestBenchResults::versionStrings() {
    QCOMPARE(cudaVersionString(13000), std::string("13.0"));
    QCOMPARE(cudaVersionString(12040), std::string("12.4"));
    QCOMPARE(cudaVersionString(0), std::string("unknown"));
    BenchDevice d;
    d.ccMajor = 8;
    d.ccMinor = 9;
    QCOMPARE(d.computeCapability(), std::string("8.9"));
}

void TestBenchResults::roundTrip() {
    const BenchResults in = sample();
    const std::string text = toJson(in);
    BenchResults out;
    std::string error;
    QVERIFY2(parseBenchResults(text, out, error), error.c_str());
    QVERIFY(error.empty());

    QCOMPARE(out.formatVersion, kBenchResultsFormatVersion);
    QCOMPARE(out.date, in.date);
    QCOMPARE(out.hostName, in.hostName);
    QCOMPARE(out.method, in.method);
    QCOMPARE(out.toolVersion, in.toolVersion);

    QCOMPARE(out.device.index, 1);
    QCOMPARE(out.device.name, in.device.name);
    QCOMPARE(out.device.ccMajor, 9);
    QCOMPARE(out.device.ccMinor, 0);
    QCOMPARE(out.device.smCount, 132);
    QCOMPARE(out.device.memoryBytes, in.device.memoryBytes);
    QCOMPARE(out.device.memoryClockKHz, in.device.memoryClockKHz);
    QCOMPARE(out.device.busWidthBits, 5120);
    QCOMPARE(out.device.theoreticalBandwidth, in.device.theoreticalBandwidth);
    QCOMPARE(out.device.smClockKHz, in.device.smClockKHz);
    QCOMPARE(out.device.l2Bytes, in.device.l2Bytes);
    QCOMPARE(out.device.driverVersion, 13000);
    QCOMPARE(out.device.runtimeVersion, 13000);
    QCOMPARE(out.device.cublasVersion, std::int64_t(130001));
    QCOMPARE(out.device.gpuId, std::string("h100-sxm"));

    QCOMPARE(out.points.size(), in.points.size());
    for (std::size_t i = 0; i < in.points.size(); ++i) {
        const BenchPoint& a = in.points[i];
        const BenchPoint& b = out.points[i];
        QCOMPARE(b.kind, a.kind);
        QCOMPARE(b.dtype, a.dtype);
        QCOMPARE(b.name, a.name);
        QCOMPARE(b.m, a.m);
        QCOMPARE(b.n, a.n);
        QCOMPARE(b.k, a.k);
        QCOMPARE(b.elements, a.elements);
        QCOMPARE(b.fmaPerElement, a.fmaPerElement);
        QCOMPARE(b.flops, a.flops);
        QCOMPARE(b.bytes, a.bytes);
        QCOMPARE(b.intensity, a.intensity);
        QCOMPARE(b.timeMedian, a.timeMedian);
        QCOMPARE(b.timeMin, a.timeMin);
        QCOMPARE(b.timeMax, a.timeMax);
        QCOMPARE(b.repetitions, a.repetitions);
        QCOMPARE(b.launchesPerSample, a.launchesPerSample);
        QCOMPARE(b.flopsPerS, a.flopsPerS);
        QCOMPARE(b.bytesPerS, a.bytesPerS);
        QCOMPARE(b.l2Flushed, a.l2Flushed);
        QCOMPARE(b.verified, a.verified);
        QCOMPARE(b.relativeError, a.relativeError);
        QCOMPARE(b.algorithm, a.algorithm);
        QCOMPARE(b.error, a.error);
    }
    QVERIFY(!out.points[3].ok());
    QCOMPARE(out.points[2].relativeError, -1.0); // no check ran: written as null, read back < 0

    QCOMPARE(out.ceilings.gemmFlopsPerS, in.ceilings.gemmFlopsPerS);
    QCOMPARE(out.ceilings.vectorFlopsPerS, in.ceilings.vectorFlopsPerS);
    QCOMPARE(out.ceilings.streamBytesPerS, in.ceilings.streamBytesPerS);
    QCOMPARE(out.ceilings.streamPoint, in.ceilings.streamPoint);
    QCOMPARE(out.ceilings.intensityBytesPerS, in.ceilings.intensityBytesPerS);

    // Writing what was read gives the same document.
    QCOMPARE(toJson(out), text);
}

void TestBenchResults::unknownKeysTolerated() {
    std::string text = toJson(sample());
    text = replaced(text, "\"format_version\"", "\"future_top_level\": {\"x\": [1, 2]},\n  \"format_version\"");
    text = replaced(text, "\"sm_count\"", "\"pcie_generation\": 5, \"sm_count\"");
    text = replaced(text, "\"kind\": \"gemm\"", "\"power_watts\": 700, \"kind\": \"gemm\"");
    BenchResults out;
    std::string error;
    QVERIFY2(parseBenchResults(text, out, error), error.c_str());
    QCOMPARE(out.points.size(), std::size_t(4));
    QCOMPARE(out.device.smCount, 132);
}

void TestBenchResults::ceilingsComputedWhenAbsent() {
    // A minimal hand-written document: only the required fields, no ceilings object.
    const std::string text = R"({
      "format_version": 1,
      "device": {"name": "Toy GPU"},
      "points": [
        {"kind": "gemm", "dtype": "bf16", "name": "gemm 1024x1024x1024", "flops_per_s": 5e14},
        {"kind": "gemm", "dtype": "bf16", "name": "gemm 2048x2048x2048", "flops_per_s": 7e14},
        {"kind": "stream", "dtype": "fp32", "name": "stream copy", "bytes_per_s": 3e12}
      ]})";
    BenchResults out;
    std::string error;
    QVERIFY2(parseBenchResults(text, out, error), error.c_str());
    QCOMPARE(out.ceilings.gemmFlopsPerS.at(DType::BF16), 7e14);
    QCOMPARE(out.ceilings.streamBytesPerS, 3e12);
    QCOMPARE(out.ceilings.streamPoint, std::string("stream copy"));
    QCOMPARE(out.points[0].relativeError, -1.0);
}

void TestBenchResults::malformed_data() {
    QTest::addColumn<QString>("document");
    QTest::addColumn<QString>("expected"); // must appear in the error message

    const std::string good = toJson(sample());
    auto row = [&](const char* name, const std::string& doc, const char* expected) {
        QTest::newRow(name) << QString::fromStdString(doc) << QString::fromLatin1(expected);
    };
    row("not json", "{\"format_version\": 1,", "not valid JSON");
    row("number beyond a double", replaced(good, "\"sm_count\": 132", "\"sm_count\": 1e400"),
        "not valid JSON: number overflow parsing '1e400'");
    row("not an object", "[1, 2, 3]", "expected a JSON object");
    row("wrong format name", replaced(good, "\"rooflab-bench-results\"", "\"something-else\""),
        "format: expected \"rooflab-bench-results\"");
    row("no version", replaced(good, "\"format_version\": 1,", ""), "format_version: missing");
    row("future version", replaced(good, "\"format_version\": 1", "\"format_version\": 99"),
        "format_version: unsupported version 99");
    row("version is text", replaced(good, "\"format_version\": 1", "\"format_version\": \"1\""),
        "format_version: expected an integer");
    row("no device", R"({"format_version": 1, "points": []})", "device: missing");
    row("device not object", R"({"format_version": 1, "device": 3, "points": []})", "device: expected an object");
    row("device name missing", R"({"format_version": 1, "device": {"sm_count": 4}, "points": []})",
        "device.name: missing");
    // Found by tests/fuzz: a whole number beyond int's range was cast to int (undefined).
    row("sm count beyond int", replaced(good, "\"sm_count\": 132", "\"sm_count\": 10737418240000"),
        "device.sm_count: must be between 0 and 2147483647, got 10737418240000");
    row("cuBLAS version beyond int64",
        replaced(good, "\"sm_count\": 132", "\"sm_count\": 1, \"cublas_version\": 18446744073709551615"),
        "device.cublas_version: must be between 0 and 9.2e+18");
    row("sm count text", replaced(good, "\"sm_count\": 132", "\"sm_count\": \"many\""),
        "device.sm_count: expected an integer");
    row("bad compute capability", replaced(good, "\"compute_capability\": \"9.0\"", "\"compute_capability\": \"nine\""),
        "device.compute_capability");
    row("no points", R"({"format_version": 1, "device": {"name": "x"}})", "points: missing");
    row("points not array", R"({"format_version": 1, "device": {"name": "x"}, "points": {}})",
        "points: expected an array");
    row("point not object", R"({"format_version": 1, "device": {"name": "x"}, "points": [1]})",
        "points[0]: expected an object");
    row("bad kind", replaced(good, "\"kind\": \"stream\"", "\"kind\": \"fft\""), "points[1].kind");
    row("bad dtype", replaced(good, "\"dtype\": \"fp16\"", "\"dtype\": \"fp7\""),
        "points[2].dtype: unknown dtype \"fp7\"");
    row("time is text", replaced(good, "\"time_median_s\": 0.0003", "\"time_median_s\": \"fast\""),
        "points[1].time_median_s: expected a number");
    row("negative time", replaced(good, "\"time_median_s\": 0.0003", "\"time_median_s\": -1"),
        "points[1].time_median_s");
    row("verified not bool", replaced(good, "\"verified\": true", "\"verified\": 1"),
        "points[0].verified: expected true or false");
    row("missing name", R"({"format_version": 1, "device": {"name": "x"},
        "points": [{"kind": "gemm", "dtype": "bf16"}]})",
        "points[0].name: missing");
    row("bad ceiling dtype", replaced(good, "\"gemm_flops_per_s\": {", "\"gemm_flops_per_s\": {\"fp7\": 1, "),
        "ceilings.gemm_flops_per_s.fp7");
    // Found by tests/fuzz: a negative ceiling was accepted and reached the roofline.
    row("negative GEMM ceiling", replaced(good, "\"gemm_flops_per_s\": {", "\"gemm_flops_per_s\": {\"fp8-e4m3\": -1, "),
        "ceilings.gemm_flops_per_s.fp8-e4m3: must be at least 0, got -1");
    row("negative launch time", replaced(good, "\"launch_overhead_s\":", "\"launch_overhead_s\": -2e-6, \"old\":"),
        "ceilings.launch_overhead_s: must be at least 0");
    row("ceiling not number", replaced(good, "\"stream_bytes_per_s\":", "\"stream_bytes_per_s\": \"x\", \"old\":"),
        "ceilings.stream_bytes_per_s: expected a number");
}

void TestBenchResults::malformed() {
    QFETCH(QString, document);
    QFETCH(QString, expected);
    QVERIFY2(!document.startsWith("(pattern not found"), qPrintable(document));
    BenchResults out;
    out.hostName = "untouched";
    std::string error;
    QVERIFY(!parseBenchResults(document.toStdString(), out, error));
    QVERIFY2(QString::fromStdString(error).contains(expected),
             qPrintable("error \"" + QString::fromStdString(error) + "\" lacks \"" + expected + "\""));
    QCOMPARE(out.hostName, std::string("untouched")); // the output is left alone on failure
}

void TestBenchResults::ceilings() {
    std::vector<BenchPoint> points;
    auto gemm = [](DType t, double rate) {
        BenchPoint p;
        p.kind = BenchKind::Gemm;
        p.dtype = t;
        p.name = "gemm";
        p.flopsPerS = rate;
        return p;
    };
    points.push_back(gemm(DType::BF16, 600e12));
    points.push_back(gemm(DType::BF16, 790e12));
    points.push_back(gemm(DType::BF16, 700e12));
    points.push_back(gemm(DType::TF32, 380e12));
    BenchPoint broken = gemm(DType::BF16, 5000e12);
    broken.error = "launch failure";
    points.push_back(broken);
    BenchPoint copy;
    copy.kind = BenchKind::Stream;
    copy.name = "stream copy";
    copy.bytesPerS = 3.0e12;
    BenchPoint triad = copy;
    triad.name = "stream triad";
    triad.bytesPerS = 3.1e12;
    points.push_back(copy);
    points.push_back(triad);
    BenchPoint vec;
    vec.kind = BenchKind::Intensity;
    vec.dtype = DType::FP32;
    vec.name = "intensity fma=1024";
    vec.flopsPerS = 60e12;
    vec.bytesPerS = 0.1e12;
    BenchPoint low = vec;
    low.name = "intensity fma=0";
    low.flopsPerS = 0.8e12;
    low.bytesPerS = 3.2e12;
    points.push_back(vec);
    points.push_back(low);

    const MeasuredCeilings c = computeCeilings(points);
    QCOMPARE(c.gemmFlopsPerS.size(), std::size_t(2));
    QCOMPARE(c.gemmFlopsPerS.at(DType::BF16), 790e12); // the failed 5000e12 does not count
    QCOMPARE(c.gemmFlopsPerS.at(DType::TF32), 380e12);
    QCOMPARE(c.streamBytesPerS, 3.1e12);
    QCOMPARE(c.streamPoint, std::string("stream triad"));
    QCOMPARE(c.vectorFlopsPerS.at(DType::FP32), 60e12);
    QCOMPARE(c.intensityBytesPerS, 3.2e12);
    QVERIFY(!c.empty());
    QVERIFY(computeCeilings({}).empty());
}

void TestBenchResults::ceilingsSkipFailedChecks() {
    BenchPoint good;
    good.kind = BenchKind::Gemm;
    good.dtype = DType::FP32;
    good.flopsPerS = 50e12;
    good.verified = true;
    good.relativeError = 2e-6;
    BenchPoint wrong = good;
    wrong.flopsPerS = 90e12;
    wrong.verified = false;
    wrong.relativeError = 0.5; // the check ran and failed
    BenchPoint unchecked = good;
    unchecked.flopsPerS = 60e12;
    unchecked.verified = false;
    unchecked.relativeError = -1; // no check ran: counts
    QCOMPARE(computeCeilings({good, wrong}).gemmFlopsPerS.at(DType::FP32), 50e12);
    QCOMPARE(computeCeilings({good, wrong, unchecked}).gemmFlopsPerS.at(DType::FP32), 60e12);
}

void TestBenchResults::csvHeaderAndRows() {
    const std::string csv = toCsv(sample());
    const std::string header = csv.substr(0, csv.find('\n'));
    QCOMPARE(header, std::string("device,host,date,kind,dtype,name,m,n,k,elements,fma_per_element,"
                                 "flops,bytes,intensity,time_median_s,time_min_s,time_max_s,"
                                 "repetitions,launches_per_sample,flops_per_s,bytes_per_s,"
                                 "l2_flushed,verified,relative_error,error"));
    int lines = 0;
    for (char c : csv)
        lines += c == '\n';
    QCOMPARE(lines, 5); // header + four points
    QVERIFY(
        csv.find("\nNVIDIA H100 80GB HBM3,node01,2026-01-31T12:00:00Z,gemm,bf16,gemm 4096x4096x4096,4096,4096,4096,") !=
        std::string::npos);
    // Fields with commas or quotes are quoted, quotes doubled.
    QVERIFY(csv.find("\"out of device memory: cudaMalloc 256.0 MiB for A, \"\"quoted\"\"\"") != std::string::npos);
    const std::string headerOnly = toCsv(BenchResults{});
    QCOMPARE(headerOnly, header + "\n");
}

// The training-shaped sweep's and the decode probes' fields (docs/results-format.md) come back
// as written; points without them keep the old layout (no "pass", "shape" or "soak_s" key).
void TestBenchResults::trainingAndDecodeFieldsRoundTrip() {
    BenchResults r = sample();
    BenchPoint t;
    t.kind = BenchKind::Gemm;
    t.dtype = DType::FP8_E4M3;
    t.name = "gemm 4096x3072x8192 qkv wgrad";
    t.m = 4096;
    t.n = 3072;
    t.k = 8192;
    t.flops = 2.0 * 4096 * 3072 * 8192;
    t.timeMedian = 2.5e-4;
    t.role = "qkv";
    t.pass = "wgrad";
    t.soakSeconds = 10.25;
    t.smClockMHz = 1612.5;
    t.smClockSamples = 12;
    t.smClockMinMHz = 1590;
    t.smClockMaxMHz = 1635;
    t.deriveRates();
    BenchPoint d;
    d.kind = BenchKind::Gemm;
    d.name = "gemm 14336x16x4096 mlp-up decode";
    d.m = 14336;
    d.n = 16;
    d.k = 4096;
    d.role = "mlp-up";
    d.batch = 16;
    BenchPoint read;
    read.kind = BenchKind::Read;
    read.name = "read 1002 MiB";
    read.bytes = 1002.0 * 1024 * 1024;
    read.timeMedian = 2.4e-4;
    read.deriveRates();
    BenchPoint chain;
    chain.kind = BenchKind::Chain;
    chain.name = "chain 321 kernels graph";
    chain.kernels = 321;
    chain.graph = true;
    chain.timeMedian = 6.4e-4;
    r.points = {t, d, read, chain, r.points.front()};
    const std::string json = toJson(r);
    QVERIFY(json.find("\"soak_s\": 10.25") != std::string::npos);
    QVERIFY(json.find("\"pass\": \"wgrad\"") != std::string::npos);
    BenchResults back;
    std::string error;
    QVERIFY2(parseBenchResults(json, back, error), error.c_str());
    QCOMPARE(back.points.size(), std::size_t(5));
    const BenchPoint& t2 = back.points[0];
    QCOMPARE(t2.role, std::string("qkv"));
    QCOMPARE(t2.pass, std::string("wgrad"));
    QCOMPARE(t2.soakSeconds, 10.25);
    QCOMPARE(t2.smClockMHz, 1612.5);
    QCOMPARE(t2.smClockSamples, 12);
    QCOMPARE(t2.smClockMinMHz, 1590.0);
    QCOMPARE(t2.smClockMaxMHz, 1635.0);
    QCOMPARE(t2.m, std::int64_t(4096));
    QCOMPARE(t2.n, std::int64_t(3072));
    QCOMPARE(t2.k, std::int64_t(8192));
    QCOMPARE(back.points[1].batch, std::int64_t(16));
    QCOMPARE(back.points[1].role, std::string("mlp-up"));
    QVERIFY(back.points[1].pass.empty());
    QCOMPARE(back.points[2].kind, BenchKind::Read);
    QCOMPARE(back.points[2].bytesPerS, read.bytesPerS);
    QCOMPARE(back.points[3].kind, BenchKind::Chain);
    QCOMPARE(back.points[3].kernels, 321);
    QVERIFY(back.points[3].graph);
    // Neither counts towards the roofline's ceilings.
    QCOMPARE(computeCeilings(back.points).l2BytesPerS, 0.0);
    // The square point has none of the new keys.
    const std::string square = toJson(sample());
    for (const char* key : {"\"pass\"", "\"shape\"", "\"soak_s\"", "\"batch\"", "\"kernels\""})
        QVERIFY2(square.find(key) == std::string::npos, key);
    // A file whose shape says what m, n and k say reads; written by hand without m, n, k the
    // shape alone gives them.
    BenchResults byShape;
    std::string handWritten = json;
    const auto at = handWritten.find("\"m\": 4096,");
    QVERIFY(at != std::string::npos);
    handWritten.erase(at, std::string("\"m\": 4096,").size());
    QVERIFY2(parseBenchResults(handWritten, byShape, error), error.c_str());
    QCOMPARE(byShape.points[0].m, std::int64_t(4096));
}

void TestBenchResults::trainingFieldsMalformed() {
    BenchResults r = sample();
    r.points.front().pass = "fwd";
    r.points.front().role = "qkv";
    const std::string good = toJson(r);
    struct Case {
        std::string doc, expected;
    };
    const Case cases[] = {
        {replaced(good, "\"pass\": \"fwd\"", "\"pass\": \"sideways\""), "points[0].pass: expected \"fwd\""},
        {replaced(good, "\"soak_s\": 0.0", "\"soak_s\": -3"), "points[0].soak_s"},
        {replaced(good, "\"shape\": {", "\"shape\": {\"m\": 17, \"n\": 4096, \"k\": 4096}, \"old\": {"),
         "points[0].shape: disagrees"},
        {replaced(good, "\"shape\": {", "\"shape\": 3, \"old\": {"), "points[0].shape: expected an object"},
    };
    for (const Case& c : cases) {
        QVERIFY2(c.doc.find("(pattern not found") == std::string::npos, c.expected.c_str());
        BenchResults out;
        std::string error;
        QVERIFY2(!parseBenchResults(c.doc, out, error), c.expected.c_str());
        QVERIFY2(error.find(c.expected) != std::string::npos, (error + " lacks " + c.expected).c_str());
    }
}

QTEST_APPLESS_MAIN(TestBenchResults)
#include "tst_benchresults.moc"
