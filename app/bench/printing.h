#pragma once
// What rooflab-bench prints: a duration, a rate with an SI prefix, the device, one measured point
// and one clock reading.
#include "core/measured/benchresults.h"

#include <string>

namespace rooflab::bench {

std::string fmtSeconds(double s);
std::string fmtRate(double v, const char* unit);
void printDevice(const BenchDevice& d);
std::string describePoint(const BenchPoint& p);
std::string describeClocks(const ClockSample& c);

} // namespace rooflab::bench
