#include "core/base/translatable.h"

#include <atomic>
#include <vector>

namespace rooflab {
namespace {

std::atomic<CoreTranslator> g_translator{nullptr};

} // namespace

void setCoreTranslator(CoreTranslator translator) {
    g_translator.store(translator);
}

std::string coreMessage(const char* english, std::initializer_list<std::string> args) {
    const CoreTranslator translator = g_translator.load();
    const std::string pattern = translator ? translator("rooflab::Messages", english) : std::string(english);
    const std::vector<std::string> values(args);
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const std::size_t index = std::size_t(pattern[i + 1] - '1');
            if (index < values.size()) {
                out += values[index];
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

} // namespace rooflab
