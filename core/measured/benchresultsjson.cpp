#include "core/measured/benchresults.h"

#include "core/base/translatable.h"

#include "core/base/jsondepth.h"
#include "core/base/jsonreader.h"

#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <limits>
#include <utility>

namespace rooflab {

using nlohmann::json;

// ---------------------------------------------------------------------------------------------
// Writing

namespace {

json number(double v) {
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json dtypeMap(const std::map<DType, double>& m) {
    json o = json::object();
    for (const auto& [type, value] : m)
        o[std::string(dtypeId(type))] = number(value);
    return o;
}

json deviceToJson(const BenchDevice& d) {
    json o = json::object();
    o["index"] = d.index;
    o["name"] = d.name;
    o["compute_capability"] = d.computeCapability();
    o["sm_count"] = d.smCount;
    o["memory_bytes"] = number(d.memoryBytes);
    o["memory_clock_khz"] = number(d.memoryClockKHz);
    o["bus_width_bits"] = d.busWidthBits;
    o["theoretical_bandwidth_bytes_per_s"] = number(d.theoreticalBandwidth);
    o["sm_clock_khz"] = number(d.smClockKHz);
    o["l2_bytes"] = number(d.l2Bytes);
    o["driver_version"] = d.driverVersion;
    o["runtime_version"] = d.runtimeVersion;
    o["cublas_version"] = d.cublasVersion;
    o["gpu_id"] = d.gpuId;
    return o;
}

// What only training-shaped GEMMs and decode probes carry (docs/results-format.md): written only
// when set, so that the other points' layout is unchanged.
void writeWorkloadFields(json& o, const BenchPoint& p) {
    if (!p.role.empty())
        o["role"] = p.role;
    if (!p.pass.empty()) {
        o["pass"] = p.pass;
        o["shape"] = json{{"m", p.m}, {"n", p.n}, {"k", p.k}};
    }
    if (p.batch > 0)
        o["batch"] = p.batch;
    if (p.soakSeconds > 0 || !p.pass.empty())
        o["soak_s"] = number(p.soakSeconds);
    if (p.kind == BenchKind::Chain) {
        o["kernels"] = p.kernels;
        o["graph"] = p.graph;
    }
}

json pointToJson(const BenchPoint& p) {
    json o = json::object();
    o["kind"] = std::string(benchKindId(p.kind));
    o["dtype"] = std::string(dtypeId(p.dtype));
    o["name"] = p.name;
    if (p.kind == BenchKind::Gemm) {
        o["m"] = p.m;
        o["n"] = p.n;
        o["k"] = p.k;
    } else {
        o["elements"] = p.elements;
    }
    if (p.kind == BenchKind::Intensity)
        o["fma_per_element"] = p.fmaPerElement;
    o["flops"] = number(p.flops);
    o["bytes"] = number(p.bytes);
    o["intensity"] = number(p.intensity);
    o["time_median_s"] = number(p.timeMedian);
    o["time_min_s"] = number(p.timeMin);
    o["time_max_s"] = number(p.timeMax);
    o["repetitions"] = p.repetitions;
    o["launches_per_sample"] = p.launchesPerSample;
    o["flops_per_s"] = number(p.flopsPerS);
    o["bytes_per_s"] = number(p.bytesPerS);
    o["l2_flushed"] = p.l2Flushed;
    if (p.kind == BenchKind::Gemm) {
        o["input_copies"] = p.inputCopies;
        o["fast_accum"] = p.fastAccum;
    }
    o["sm_clock_mhz"] = p.smClockMHz > 0 ? number(p.smClockMHz) : json(nullptr);
    if (p.smClockSamples > 0) {
        o["sm_clock_samples"] = p.smClockSamples;
        o["sm_clock_min_mhz"] = number(p.smClockMinMHz);
        o["sm_clock_max_mhz"] = number(p.smClockMaxMHz);
    }
    o["sm_clock_low"] = p.smClockLow;
    writeWorkloadFields(o, p);
    o["verified"] = p.verified;
    o["relative_error"] = p.relativeError >= 0 ? number(p.relativeError) : json(nullptr);
    o["algorithm"] = p.algorithm;
    o["error"] = p.error;
    return o;
}

json clockToJson(const ClockSample& c) {
    if (!c.valid)
        return json(nullptr);
    json o = json::object();
    o["sm_clock_mhz"] = number(c.smClockMHz);
    o["memory_clock_mhz"] = number(c.memoryClockMHz);
    o["sm_clock_max_mhz"] = number(c.smClockMaxMHz);
    o["memory_clock_max_mhz"] = number(c.memoryClockMaxMHz);
    o["temperature_c"] = number(c.temperatureC);
    o["power_w"] = number(c.powerW);
    o["power_limit_w"] = number(c.powerLimitW);
    o["default_power_limit_w"] = number(c.defaultPowerLimitW);
    o["enforced_power_limit_w"] = number(c.enforcedPowerLimitW);
    o["clocks_event_reasons"] = c.clocksEventReasons;
    o["clocks_event_reason_names"] = c.reasonNames();
    return o;
}

} // namespace

std::string toJson(const BenchResults& r) {
    json doc = json::object();
    doc["format"] = std::string(kBenchResultsFormatName);
    doc["format_version"] = r.formatVersion;
    doc["tool_version"] = r.toolVersion;
    doc["date"] = r.date;
    doc["host"] = r.hostName;
    doc["method"] = r.method;
    doc["device"] = deviceToJson(r.device);
    json ceilings = json::object();
    ceilings["gemm_flops_per_s"] = dtypeMap(r.ceilings.gemmFlopsPerS);
    ceilings["vector_flops_per_s"] = dtypeMap(r.ceilings.vectorFlopsPerS);
    ceilings["stream_bytes_per_s"] = number(r.ceilings.streamBytesPerS);
    ceilings["stream_point"] = r.ceilings.streamPoint;
    ceilings["intensity_bytes_per_s"] = number(r.ceilings.intensityBytesPerS);
    ceilings["l2_bytes_per_s"] = number(r.ceilings.l2BytesPerS);
    ceilings["launch_overhead_s"] = number(r.ceilings.launchSeconds);
    doc["ceilings"] = std::move(ceilings);
    json clocks = json::object();
    clocks["note"] = r.clocksNote;
    clocks["start"] = clockToJson(r.clocksStart);
    clocks["end"] = clockToJson(r.clocksEnd);
    doc["clocks"] = std::move(clocks);
    json points = json::array();
    for (const BenchPoint& p : r.points)
        points.push_back(pointToJson(p));
    doc["points"] = std::move(points);
    return doc.dump(2) + "\n";
}

// ---------------------------------------------------------------------------------------------
// Reading: every problem of a file is reported, each naming its field path. Values that could
// not be measured are written as null and read as absent; keys this build does not know (from a
// newer bench) are ignored.

namespace {

constexpr double kUnbounded = std::numeric_limits<double>::infinity();
constexpr FieldLimit kCount{0, kUnbounded};
constexpr FieldLimit kAtLeastOne{1, kUnbounded};
constexpr FieldLimit kNonNegative{0, kUnbounded};
constexpr FieldLimit kAnyNumber{-kUnbounded, kUnbounded};

bool parseComputeCapability(const std::string& text, int& major, int& minor) {
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    auto r1 = std::from_chars(begin, end, major);
    if (r1.ec != std::errc() || r1.ptr == end || *r1.ptr != '.')
        return false;
    auto r2 = std::from_chars(r1.ptr + 1, end, minor);
    return r2.ec == std::errc() && r2.ptr == end;
}

// A member that must be an object (null or absent: nothing to read).
const json* objectMember(JsonReader& r, const char* key) {
    const json* v = r.raw(key);
    if (v && !v->is_object()) {
        r.error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(*v)}));
        return nullptr;
    }
    return v;
}

void readDevice(JsonReader& r, BenchDevice& d) {
    r.require({"name"});
    r.integer("index", d.index, kCount);
    r.text("name", d.name);
    std::string cc;
    r.text("compute_capability", cc);
    if (!cc.empty() && !parseComputeCapability(cc, d.ccMajor, d.ccMinor))
        r.error(
            "compute_capability",
            coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected \"major.minor\", got \"%1\""), {shortened(cc)}));
    r.integer("sm_count", d.smCount, kCount);
    r.number("memory_bytes", d.memoryBytes, kNonNegative);
    r.number("memory_clock_khz", d.memoryClockKHz, kNonNegative);
    r.integer("bus_width_bits", d.busWidthBits, kCount);
    r.number("theoretical_bandwidth_bytes_per_s", d.theoreticalBandwidth, kNonNegative);
    r.number("sm_clock_khz", d.smClockKHz, kNonNegative);
    r.number("l2_bytes", d.l2Bytes, kNonNegative);
    r.integer("driver_version", d.driverVersion, kCount);
    r.integer("runtime_version", d.runtimeVersion, kCount);
    r.integer("cublas_version", d.cublasVersion, kCount);
    r.text("gpu_id", d.gpuId);
    if (d.theoreticalBandwidth <= 0)
        d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
}

// The pass of a training product: one of three words.
bool knownPass(const std::string& pass) {
    return pass.empty() || pass == "fwd" || pass == "dgrad" || pass == "wgrad";
}

// The fields of writeWorkloadFields, and the clock readings' spread. `shape`, when present, must
// agree with m, n and k (it repeats them for readers that look only at training points).
void readWorkloadFields(JsonReader& r, BenchPoint& p) {
    r.integer("sm_clock_samples", p.smClockSamples, kCount);
    r.number("sm_clock_min_mhz", p.smClockMinMHz, kNonNegative);
    r.number("sm_clock_max_mhz", p.smClockMaxMHz, kNonNegative);
    r.text("role", p.role);
    r.text("pass", p.pass);
    if (!knownPass(p.pass))
        r.error("pass", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                    "expected \"fwd\", \"dgrad\" or \"wgrad\", got \"%1\""),
                                    {shortened(p.pass)}));
    r.integer("batch", p.batch, kCount);
    r.number("soak_s", p.soakSeconds, kNonNegative);
    r.integer("kernels", p.kernels, kCount);
    r.boolean("graph", p.graph);
    if (const json* shape = objectMember(r, "shape")) {
        JsonReader s(*shape, r.pathOf("shape"), r.diagnostics(), UnknownKeys::Ignore);
        std::int64_t m = p.m, n = p.n, k = p.k;
        s.integer("m", m, kCount);
        s.integer("n", n, kCount);
        s.integer("k", k, kCount);
        if ((r.has("m") && m != p.m) || (r.has("n") && n != p.n) || (r.has("k") && k != p.k))
            r.error("shape",
                    coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "disagrees with the point's m, n and k")));
        p.m = m;
        p.n = n;
        p.k = k;
    }
}

void readPoint(JsonReader& r, BenchPoint& p) {
    r.require({"kind", "dtype", "name"});
    std::string kind;
    r.text("kind", kind);
    if (r.has("kind") && !kind.empty() && !parseBenchKind(kind, p.kind))
        r.error("kind", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages",
                                                    "expected \"gemm\", \"stream\" or \"intensity\", got \"%1\""),
                                    {shortened(kind)}));
    r.dtype("dtype", p.dtype);
    r.text("name", p.name);
    r.integer("m", p.m, kCount);
    r.integer("n", p.n, kCount);
    r.integer("k", p.k, kCount);
    r.integer("elements", p.elements, kCount);
    r.integer("fma_per_element", p.fmaPerElement, kCount);
    r.number("flops", p.flops, kAnyNumber);
    r.number("bytes", p.bytes, kAnyNumber);
    r.number("intensity", p.intensity, kAnyNumber);
    r.number("time_median_s", p.timeMedian, kNonNegative);
    r.number("time_min_s", p.timeMin, kAnyNumber);
    r.number("time_max_s", p.timeMax, kAnyNumber);
    r.integer("repetitions", p.repetitions, kCount);
    r.integer("launches_per_sample", p.launchesPerSample, kCount);
    r.number("flops_per_s", p.flopsPerS, kAnyNumber);
    r.number("bytes_per_s", p.bytesPerS, kAnyNumber);
    r.boolean("l2_flushed", p.l2Flushed);
    r.integer("input_copies", p.inputCopies, kAtLeastOne);
    r.boolean("fast_accum", p.fastAccum);
    r.number("sm_clock_mhz", p.smClockMHz, kNonNegative);
    r.boolean("sm_clock_low", p.smClockLow);
    r.boolean("verified", p.verified);
    p.relativeError = -1; // not verified
    r.number("relative_error", p.relativeError, kNonNegative);
    r.text("algorithm", p.algorithm);
    r.text("error", p.error);
    readWorkloadFields(r, p);
}

// A clock sample: null or absent leaves it invalid.
void readClock(JsonReader& parent, const char* key, ClockSample& c) {
    c = ClockSample{};
    const json* v = objectMember(parent, key);
    if (!v)
        return;
    JsonReader r(*v, parent.pathOf(key), parent.diagnostics(), UnknownKeys::Ignore);
    r.treatNullAsAbsent();
    r.number("sm_clock_mhz", c.smClockMHz, kNonNegative);
    r.number("memory_clock_mhz", c.memoryClockMHz, kNonNegative);
    r.number("sm_clock_max_mhz", c.smClockMaxMHz, kNonNegative);
    r.number("memory_clock_max_mhz", c.memoryClockMaxMHz, kNonNegative);
    r.number("temperature_c", c.temperatureC, kAnyNumber);
    r.number("power_w", c.powerW, kNonNegative);
    r.number("power_limit_w", c.powerLimitW, kNonNegative);
    r.number("default_power_limit_w", c.defaultPowerLimitW, kNonNegative);
    r.number("enforced_power_limit_w", c.enforcedPowerLimitW, kNonNegative);
    std::int64_t reasons = 0;
    r.integer("clocks_event_reasons", reasons, kCount);
    c.clocksEventReasons = std::uint64_t(reasons);
    c.valid = true;
}

void readResults(JsonReader& top, BenchResults& r, JsonDiagnostics& d) {
    top.require({"format_version", "device", "points"});
    std::string format;
    top.text("format", format);
    if (!format.empty() && format != kBenchResultsFormatName)
        top.error("format", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected \"%1\", got \"%2\""),
                                        {std::string(kBenchResultsFormatName), shortened(format)}));
    if (const json* version = top.raw("format_version")) {
        const bool whole = version->is_number_integer();
        if (!whole)
            top.error("format_version", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an integer, %1"),
                                                    {describeJson(*version)}));
        else if (version->get<long long>() < 1 || version->get<long long>() > kBenchResultsFormatVersion)
            top.error(
                "format_version",
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unsupported version %1 (this build reads 1 to %2)"),
                            {version->dump(), std::to_string(kBenchResultsFormatVersion)}));
        else
            r.formatVersion = int(version->get<long long>());
    }
    top.text("tool_version", r.toolVersion);
    top.text("date", r.date);
    top.text("host", r.hostName);
    top.text("method", r.method);

    if (const json* device = objectMember(top, "device")) {
        JsonReader reader(*device, "device", d, UnknownKeys::Ignore);
        reader.treatNullAsAbsent();
        readDevice(reader, r.device);
    }
    if (const json* points = top.raw("points"); points && points->is_array())
        r.points.reserve(points->size());
    top.objectList("points", UnknownKeys::Ignore, [&r](JsonReader& reader, const std::string&) {
        BenchPoint p;
        readPoint(reader, p);
        r.points.push_back(std::move(p));
    });
    if (const json* ceilings = objectMember(top, "ceilings")) {
        JsonReader c(*ceilings, "ceilings", d, UnknownKeys::Ignore);
        c.treatNullAsAbsent();
        // Rates and a time: a negative one is no measurement (found by tests/fuzz).
        c.dtypeNumbers("gemm_flops_per_s", r.ceilings.gemmFlopsPerS, kNonNegative);
        c.dtypeNumbers("vector_flops_per_s", r.ceilings.vectorFlopsPerS, kNonNegative);
        c.number("stream_bytes_per_s", r.ceilings.streamBytesPerS, kNonNegative);
        c.text("stream_point", r.ceilings.streamPoint);
        c.number("intensity_bytes_per_s", r.ceilings.intensityBytesPerS, kNonNegative);
        c.number("l2_bytes_per_s", r.ceilings.l2BytesPerS, kNonNegative);
        c.number("launch_overhead_s", r.ceilings.launchSeconds, kNonNegative);
    } else {
        r.ceilings = computeCeilings(r.points);
    }
    // Files written before the clocks were recorded have no "clocks": every sample stays invalid.
    if (const json* clocks = objectMember(top, "clocks")) {
        JsonReader c(*clocks, "clocks", d, UnknownKeys::Ignore);
        c.treatNullAsAbsent();
        c.text("note", r.clocksNote);
        readClock(c, "start", r.clocksStart);
        readClock(c, "end", r.clocksEnd);
    }
}

} // namespace

bool parseBenchResults(std::string_view jsonText, BenchResults& out, std::string& error) {
    json doc;
    if (std::string problem = jsonDepthProblem(jsonText, limits::jsonDepth); !problem.empty()) {
        error = "(document): " + problem;
        return false;
    }
    try {
        doc = json::parse(jsonText.begin(), jsonText.end());
    } catch (const json::parse_error& e) {
        error = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)});
        return false;
    } catch (const json::exception& e) { // a number beyond a double (1e400)
        error = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)});
        return false;
    }
    if (!doc.is_object()) {
        error = "(document): " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a JSON object"));
        return false;
    }
    BenchResults r;
    JsonDiagnostics d;
    {
        JsonReader top(doc, "", d, UnknownKeys::Ignore);
        top.treatNullAsAbsent();
        readResults(top, r, d);
    }
    if (!d.errors.empty()) {
        error = d.joinedErrors();
        return false;
    }
    out = std::move(r);
    error.clear();
    return true;
}

} // namespace rooflab
