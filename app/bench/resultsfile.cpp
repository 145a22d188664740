#include "resultsfile.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>

namespace rooflab::bench {

std::string isoDateUtc() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

std::string hostName() {
    char buf[256] = {};
    if (gethostname(buf, sizeof buf - 1) != 0)
        return "unknown";
    return buf;
}

// Writes next to the target and renames, so a reader never sees half a file.
bool writeAtomically(const std::string& path, const std::string& text, std::string& error) {
    namespace fs = std::filesystem;
    fs::path target(path);
    // Through a symlink its target is written, as editors do; the link itself stays.
    if (std::error_code link; fs::is_symlink(target, link))
        if (fs::path resolved = fs::weakly_canonical(target, link); !link && !resolved.empty())
            target = resolved;
    fs::path dir = target.parent_path();
    if (dir.empty())
        dir = ".";
    const fs::path tmp = dir / ("." + target.filename().string() + ".tmp-" + std::to_string(::getpid()));
    {
        errno = 0;
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) {
            error = "cannot create " + tmp.string() + ": " + (errno ? std::strerror(errno) : "open failed");
            return false;
        }
        out << text;
        // close() flushes the last buffer: a full disk shows here, not at the write.
        out.close();
        if (!out) {
            const int code = errno;
            error = "cannot write " + tmp.string() + ": " + (code ? std::strerror(code) : "the write failed");
            std::error_code ec;
            fs::remove(tmp, ec);
            return false;
        }
    }
    std::error_code ec;
    fs::rename(tmp, target, ec);
    if (ec) {
        error = "cannot rename " + tmp.string() + " to " + path + ": " + ec.message();
        fs::remove(tmp, ec);
        return false;
    }
    return true;
}

} // namespace rooflab::bench
