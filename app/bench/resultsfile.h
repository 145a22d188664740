#pragma once
// Where and when a results file was written (the date and host it records), and writing the file
// so that a reader never sees half of it.
#include <string>

namespace rooflab::bench {

std::string isoDateUtc();
std::string hostName();
bool writeAtomically(const std::string& path, const std::string& text, std::string& error);

} // namespace rooflab::bench
