#include "core/measured/benchresults.h"

#include <charconv>
#include <cmath>

namespace rooflab {

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
    std::string out = "device,host,date,kind,dtype,name,m,n,k,elements,fma_per_element,flops,bytes,intensity,"
                      "time_median_s,time_min_s,time_max_s,repetitions,launches_per_sample,flops_per_s,"
                      "bytes_per_s,l2_flushed,verified,relative_error,error\n";
    const std::string prefix = csvField(r.device.name) + "," + csvField(r.hostName) + "," + csvField(r.date) + ",";
    for (const BenchPoint& p : r.points) {
        out += prefix;
        out += std::string(benchKindId(p.kind)) + "," + std::string(dtypeId(p.dtype)) + "," + csvField(p.name) + ",";
        out += std::to_string(p.m) + "," + std::to_string(p.n) + "," + std::to_string(p.k) + "," +
               std::to_string(p.elements) + "," + std::to_string(p.fmaPerElement) + ",";
        out += csvNumber(p.flops) + "," + csvNumber(p.bytes) + "," + csvNumber(p.intensity) + ",";
        out += csvNumber(p.timeMedian) + "," + csvNumber(p.timeMin) + "," + csvNumber(p.timeMax) + ",";
        out += std::to_string(p.repetitions) + "," + std::to_string(p.launchesPerSample) + ",";
        out += csvNumber(p.flopsPerS) + "," + csvNumber(p.bytesPerS) + ",";
        out += std::string(p.l2Flushed ? "1" : "0") + "," + (p.verified ? "1" : "0") + ",";
        out += (p.relativeError >= 0 ? csvNumber(p.relativeError) : std::string()) + ",";
        out += csvField(p.error) + "\n";
    }
    return out;
}

} // namespace rooflab
