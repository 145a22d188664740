#include "core/benchresults.h"

#include "core/translatable.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <utility>

namespace rooflab {

using nlohmann::json;

double theoreticalBandwidth(double memoryClockKHz, int busWidthBits) {
    if (memoryClockKHz <= 0 || busWidthBits <= 0)
        return 0;
    return 2.0 * memoryClockKHz * 1e3 * (static_cast<double>(busWidthBits) / 8.0);
}

std::string BenchDevice::computeCapability() const {
    return std::to_string(ccMajor) + "." + std::to_string(ccMinor);
}

std::string cudaVersionString(int version) {
    if (version <= 0)
        return "unknown";
    return std::to_string(version / 1000) + "." + std::to_string((version % 1000) / 10);
}

std::string_view benchKindId(BenchKind kind) {
    switch (kind) {
    case BenchKind::Gemm: return "gemm";
    case BenchKind::Stream: return "stream";
    case BenchKind::Intensity: return "intensity";
    case BenchKind::L2: return "l2";
    case BenchKind::Launch: return "launch";
    }
    return "gemm";
}

bool parseBenchKind(std::string_view text, BenchKind& out) {
    for (BenchKind k : {BenchKind::Gemm, BenchKind::Stream, BenchKind::Intensity, BenchKind::L2,
                        BenchKind::Launch}) {
        if (benchKindId(k) == text) {
            out = k;
            return true;
        }
    }
    return false;
}

void BenchPoint::deriveRates() {
    intensity = bytes > 0 ? flops / bytes : 0;
    flopsPerS = timeMedian > 0 ? flops / timeMedian : 0;
    bytesPerS = timeMedian > 0 ? bytes / timeMedian : 0;
}

std::vector<std::string> ClockSample::reasonNames() const {
    // NVML's nvmlClocksEventReason* bits (formerly nvmlClocksThrottleReason*).
    static const std::pair<std::uint64_t, const char*> names[] = {
        {0x1, "gpu-idle"},
        {0x2, "applications-clocks-setting"},
        {0x4, "sw-power-cap"},
        {0x8, "hw-slowdown"},
        {0x10, "sync-boost"},
        {0x20, "sw-thermal-slowdown"},
        {0x40, "hw-thermal-slowdown"},
        {0x80, "hw-power-brake-slowdown"},
        {0x100, "display-clock-setting"},
    };
    std::vector<std::string> out;
    std::uint64_t known = 0;
    for (const auto& [bit, name] : names) {
        known |= bit;
        if (clocksEventReasons & bit)
            out.emplace_back(name);
    }
    if (clocksEventReasons & ~known)
        out.emplace_back("other");
    return out;
}

int flagLowClockPoints(BenchResults& results) {
    double maxMHz = results.clocksStart.valid ? results.clocksStart.smClockMaxMHz : 0;
    if (maxMHz <= 0 && results.clocksEnd.valid)
        maxMHz = results.clocksEnd.smClockMaxMHz;
    if (maxMHz <= 0)
        maxMHz = results.device.smClockKHz / 1e3;
    int flagged = 0;
    for (BenchPoint& p : results.points) {
        p.smClockLow = maxMHz > 0 && p.smClockMHz > 0 && p.smClockMHz < kLowClockFraction * maxMHz;
        flagged += p.smClockLow;
    }
    return flagged;
}

MeasuredCeilings computeCeilings(const std::vector<BenchPoint>& points) {
    MeasuredCeilings c;
    for (const BenchPoint& p : points) {
        if (!p.ok())
            continue;
        if (p.relativeError >= 0 && !p.verified)
            continue; // a check ran and failed: the number is not trustworthy
        if (!std::isfinite(p.flopsPerS) || !std::isfinite(p.bytesPerS))
            continue;
        switch (p.kind) {
        case BenchKind::Gemm:
            if (p.flopsPerS > 0) {
                double& best = c.gemmFlopsPerS[p.dtype];
                best = std::max(best, p.flopsPerS);
            }
            break;
        case BenchKind::Stream:
            if (p.bytesPerS > c.streamBytesPerS) {
                c.streamBytesPerS = p.bytesPerS;
                c.streamPoint = p.name;
            }
            break;
        case BenchKind::Intensity:
            if (p.flopsPerS > 0) {
                double& best = c.vectorFlopsPerS[p.dtype];
                best = std::max(best, p.flopsPerS);
            }
            c.intensityBytesPerS = std::max(c.intensityBytesPerS, p.bytesPerS);
            break;
        case BenchKind::L2:
            c.l2BytesPerS = std::max(c.l2BytesPerS, p.bytesPerS);
            break;
        case BenchKind::Launch:
            if (p.timeMedian > 0 && (c.launchSeconds <= 0 || p.timeMedian < c.launchSeconds))
                c.launchSeconds = p.timeMedian;
            break;
        }
    }
    return c;
}

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
    o["sm_clock_low"] = p.smClockLow;
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
// Reading

namespace {

// Reads the members of one JSON object; every error names the full field path.
class ObjectReader {
public:
    ObjectReader(const json& obj, std::string path, std::string& error)
        : m_obj(obj), m_path(std::move(path)), m_error(error) {}

    std::string field(std::string_view key) const {
        return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
    }
    bool fail(std::string_view key, std::string_view what) const {
        m_error = field(key) + ": " + std::string(what);
        return false;
    }
    const json* find(std::string_view key) const {
        auto it = m_obj.find(std::string(key));
        return it == m_obj.end() ? nullptr : &*it;
    }

    // Numbers: null and absence keep the default unless required.
    bool number(std::string_view key, double& out, bool required = false) const {
        const json* v = find(key);
        if (!v || v->is_null())
            return required ? fail(key, v ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a number, %1"), {coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got null"))}) : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing"))) : true;
        if (!v->is_number())
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a number")));
        out = v->get<double>();
        if (!std::isfinite(out))
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a finite number")));
        return true;
    }
    template <typename Int>
    bool integer(std::string_view key, Int& out, bool required = false) const {
        const json* v = find(key);
        if (!v || v->is_null())
            return required ? fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing"))) : true;
        if (!v->is_number())
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an integer")));
        if (v->is_number_float()) {
            const double d = v->get<double>();
            if (d != std::floor(d) || !std::isfinite(d))
                return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an integer")));
            out = static_cast<Int>(d);
            return true;
        }
        out = v->get<Int>();
        return true;
    }
    bool string(std::string_view key, std::string& out, bool required = false) const {
        const json* v = find(key);
        if (!v || v->is_null())
            return required ? fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing"))) : true;
        if (!v->is_string())
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a string")));
        out = v->get<std::string>();
        return true;
    }
    bool boolean(std::string_view key, bool& out) const {
        const json* v = find(key);
        if (!v || v->is_null())
            return true;
        if (!v->is_boolean())
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected true or false")));
        out = v->get<bool>();
        return true;
    }
    bool dtype(std::string_view key, DType& out) const {
        std::string text;
        if (!string(key, text, true))
            return false;
        auto parsed = parseDType(text);
        if (!parsed)
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown dtype \"%1\""), {text}));
        out = *parsed;
        return true;
    }
    bool dtypeMap(std::string_view key, std::map<DType, double>& out) const {
        const json* v = find(key);
        if (!v || v->is_null())
            return true;
        if (!v->is_object())
            return fail(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object of dtype: number")));
        for (auto it = v->begin(); it != v->end(); ++it) {
            auto parsed = parseDType(it.key());
            const std::string sub = std::string(key) + "." + it.key();
            if (!parsed)
                return fail(sub, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown dtype \"%1\""), {it.key()}));
            if (it->is_null())
                continue;
            if (!it->is_number() || !std::isfinite(it->get<double>()))
                return fail(sub, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a number")));
            out[*parsed] = it->get<double>();
        }
        return true;
    }

private:
    const json& m_obj;
    std::string m_path;
    std::string& m_error;
};

bool parseComputeCapability(const std::string& text, int& major, int& minor) {
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    auto r1 = std::from_chars(begin, end, major);
    if (r1.ec != std::errc() || r1.ptr == end || *r1.ptr != '.')
        return false;
    auto r2 = std::from_chars(r1.ptr + 1, end, minor);
    return r2.ec == std::errc() && r2.ptr == end;
}

bool readDevice(const json& v, BenchDevice& d, std::string& error) {
    if (!v.is_object()) {
        error = "device: " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object"));
        return false;
    }
    ObjectReader r(v, "device", error);
    std::string cc;
    if (!r.integer("index", d.index) || !r.string("name", d.name, true) ||
        !r.string("compute_capability", cc) || !r.integer("sm_count", d.smCount) ||
        !r.number("memory_bytes", d.memoryBytes) ||
        !r.number("memory_clock_khz", d.memoryClockKHz) ||
        !r.integer("bus_width_bits", d.busWidthBits) ||
        !r.number("theoretical_bandwidth_bytes_per_s", d.theoreticalBandwidth) ||
        !r.number("sm_clock_khz", d.smClockKHz) || !r.number("l2_bytes", d.l2Bytes) ||
        !r.integer("driver_version", d.driverVersion) ||
        !r.integer("runtime_version", d.runtimeVersion) ||
        !r.integer("cublas_version", d.cublasVersion) || !r.string("gpu_id", d.gpuId))
        return false;
    if (!cc.empty() && !parseComputeCapability(cc, d.ccMajor, d.ccMinor))
        return r.fail("compute_capability", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected \"major.minor\", got \"%1\""), {cc}));
    if (d.theoreticalBandwidth <= 0)
        d.theoreticalBandwidth = theoreticalBandwidth(d.memoryClockKHz, d.busWidthBits);
    return true;
}

bool readPoint(const json& v, const std::string& path, BenchPoint& p, std::string& error) {
    if (!v.is_object()) {
        error = path + ": " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object"));
        return false;
    }
    ObjectReader r(v, path, error);
    std::string kind;
    if (!r.string("kind", kind, true))
        return false;
    if (!parseBenchKind(kind, p.kind))
        return r.fail("kind", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected \"gemm\", \"stream\" or \"intensity\", got \"%1\""), {kind}));
    double relErr = -1;
    bool relErrPresent = false;
    if (const json* e = r.find("relative_error"); e && !e->is_null())
        relErrPresent = true;
    if (!r.dtype("dtype", p.dtype) || !r.string("name", p.name, true) || !r.integer("m", p.m) ||
        !r.integer("n", p.n) || !r.integer("k", p.k) || !r.integer("elements", p.elements) ||
        !r.integer("fma_per_element", p.fmaPerElement) || !r.number("flops", p.flops) ||
        !r.number("bytes", p.bytes) || !r.number("intensity", p.intensity) ||
        !r.number("time_median_s", p.timeMedian) || !r.number("time_min_s", p.timeMin) ||
        !r.number("time_max_s", p.timeMax) || !r.integer("repetitions", p.repetitions) ||
        !r.integer("launches_per_sample", p.launchesPerSample) ||
        !r.number("flops_per_s", p.flopsPerS) || !r.number("bytes_per_s", p.bytesPerS) ||
        !r.boolean("l2_flushed", p.l2Flushed) || !r.integer("input_copies", p.inputCopies) ||
        !r.boolean("fast_accum", p.fastAccum) || !r.number("sm_clock_mhz", p.smClockMHz) ||
        !r.boolean("sm_clock_low", p.smClockLow) || !r.boolean("verified", p.verified) ||
        !r.number("relative_error", relErr) || !r.string("algorithm", p.algorithm) ||
        !r.string("error", p.error))
        return false;
    if (relErrPresent && relErr < 0)
        return r.fail("relative_error", "expected a number >= 0 or null");
    p.relativeError = relErrPresent ? relErr : -1;
    if (p.m < 0 || p.n < 0 || p.k < 0)
        return r.fail(p.m < 0 ? "m" : p.n < 0 ? "n" : "k", "expected a dimension >= 0");
    if (p.elements < 0)
        return r.fail("elements", "expected a count >= 0");
    if (p.timeMedian < 0)
        return r.fail("time_median_s", "expected a time >= 0");
    if (p.inputCopies < 1)
        return r.fail("input_copies", "expected a count >= 1");
    if (p.smClockMHz < 0)
        return r.fail("sm_clock_mhz", "expected a clock >= 0");
    return true;
}

// A clock sample: null or absent leaves it invalid.
bool readClock(const json* v, const std::string& path, ClockSample& c, std::string& error) {
    c = ClockSample{};
    if (!v || v->is_null())
        return true;
    if (!v->is_object()) {
        error = path + ": " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object"));
        return false;
    }
    ObjectReader r(*v, path, error);
    if (!r.number("sm_clock_mhz", c.smClockMHz) || !r.number("memory_clock_mhz", c.memoryClockMHz) ||
        !r.number("sm_clock_max_mhz", c.smClockMaxMHz) ||
        !r.number("memory_clock_max_mhz", c.memoryClockMaxMHz) ||
        !r.number("temperature_c", c.temperatureC) || !r.number("power_w", c.powerW) ||
        !r.number("power_limit_w", c.powerLimitW) ||
        !r.number("default_power_limit_w", c.defaultPowerLimitW) ||
        !r.number("enforced_power_limit_w", c.enforcedPowerLimitW) ||
        !r.integer("clocks_event_reasons", c.clocksEventReasons))
        return false;
    c.valid = true;
    return true;
}

} // namespace

bool parseBenchResults(std::string_view jsonText, BenchResults& out, std::string& error) {
    json doc;
    try {
        doc = json::parse(jsonText.begin(), jsonText.end());
    } catch (const json::parse_error& e) {
        error = coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {e.what()});
        return false;
    }
    if (!doc.is_object()) {
        error = "(document): " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a JSON object"));
        return false;
    }
    BenchResults r;
    ObjectReader top(doc, "", error);
    std::string format;
    if (!top.string("format", format))
        return false;
    if (!format.empty() && format != kBenchResultsFormatName)
        return top.fail("format", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected \"%1\", got \"%2\""),
                                              {std::string(kBenchResultsFormatName), format}));
    if (!top.integer("format_version", r.formatVersion, true))
        return false;
    if (r.formatVersion < 1 || r.formatVersion > kBenchResultsFormatVersion)
        return top.fail("format_version", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unsupported version %1 (this build reads 1 to %2)"),
                                                      {std::to_string(r.formatVersion),
                                                       std::to_string(kBenchResultsFormatVersion)}));
    if (!top.string("tool_version", r.toolVersion) || !top.string("date", r.date) ||
        !top.string("host", r.hostName) || !top.string("method", r.method))
        return false;

    const json* device = top.find("device");
    if (!device)
        return top.fail("device", "missing");
    if (!readDevice(*device, r.device, error))
        return false;

    const json* points = top.find("points");
    if (!points)
        return top.fail("points", "missing");
    if (!points->is_array())
        return top.fail("points", "expected an array");
    r.points.reserve(points->size());
    for (std::size_t i = 0; i < points->size(); ++i) {
        BenchPoint p;
        if (!readPoint((*points)[i], "points[" + std::to_string(i) + "]", p, error))
            return false;
        r.points.push_back(std::move(p));
    }

    const json* ceilings = top.find("ceilings");
    if (ceilings && !ceilings->is_null()) {
        if (!ceilings->is_object())
            return top.fail("ceilings", "expected an object");
        ObjectReader c(*ceilings, "ceilings", error);
        if (!c.dtypeMap("gemm_flops_per_s", r.ceilings.gemmFlopsPerS) ||
            !c.dtypeMap("vector_flops_per_s", r.ceilings.vectorFlopsPerS) ||
            !c.number("stream_bytes_per_s", r.ceilings.streamBytesPerS) ||
            !c.string("stream_point", r.ceilings.streamPoint) ||
            !c.number("intensity_bytes_per_s", r.ceilings.intensityBytesPerS) ||
            !c.number("l2_bytes_per_s", r.ceilings.l2BytesPerS) ||
            !c.number("launch_overhead_s", r.ceilings.launchSeconds))
            return false;
    } else {
        r.ceilings = computeCeilings(r.points);
    }

    // Files written before the clocks were recorded have no "clocks": every sample stays invalid.
    const json* clocks = top.find("clocks");
    if (clocks && !clocks->is_null()) {
        if (!clocks->is_object())
            return top.fail("clocks", "expected an object");
        ObjectReader c(*clocks, "clocks", error);
        if (!c.string("note", r.clocksNote) ||
            !readClock(c.find("start"), "clocks.start", r.clocksStart, error) ||
            !readClock(c.find("end"), "clocks.end", r.clocksEnd, error))
            return false;
    }
    out = std::move(r);
    error.clear();
    return true;
}

// ---------------------------------------------------------------------------------------------
// CSV

namespace {

std::string csvField(std::string_view text) {
    const bool quote = text.find_first_of(",\"\n\r") != std::string_view::npos;
    if (!quote)
        return std::string(text);
    std::string out = "\"";
    for (char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string csvNumber(double v) {
    if (!std::isfinite(v))
        return {};
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

} // namespace

std::string toCsv(const BenchResults& r) {
    std::string out =
        "device,host,date,kind,dtype,name,m,n,k,elements,fma_per_element,flops,bytes,intensity,"
        "time_median_s,time_min_s,time_max_s,repetitions,launches_per_sample,flops_per_s,"
        "bytes_per_s,l2_flushed,verified,relative_error,error\n";
    const std::string prefix =
        csvField(r.device.name) + "," + csvField(r.hostName) + "," + csvField(r.date) + ",";
    for (const BenchPoint& p : r.points) {
        out += prefix;
        out += std::string(benchKindId(p.kind)) + "," + std::string(dtypeId(p.dtype)) + "," +
               csvField(p.name) + ",";
        out += std::to_string(p.m) + "," + std::to_string(p.n) + "," + std::to_string(p.k) + "," +
               std::to_string(p.elements) + "," + std::to_string(p.fmaPerElement) + ",";
        out += csvNumber(p.flops) + "," + csvNumber(p.bytes) + "," + csvNumber(p.intensity) + ",";
        out += csvNumber(p.timeMedian) + "," + csvNumber(p.timeMin) + "," + csvNumber(p.timeMax) +
               ",";
        out += std::to_string(p.repetitions) + "," + std::to_string(p.launchesPerSample) + ",";
        out += csvNumber(p.flopsPerS) + "," + csvNumber(p.bytesPerS) + ",";
        out += std::string(p.l2Flushed ? "1" : "0") + "," + (p.verified ? "1" : "0") + ",";
        out += (p.relativeError >= 0 ? csvNumber(p.relativeError) : std::string()) + ",";
        out += csvField(p.error) + "\n";
    }
    return out;
}

} // namespace rooflab
