#include "core/base/jsonreader.h"

#include "core/base/jsondepth.h"
#include "core/base/translatable.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace rooflab {

std::string shortened(const std::string& text, std::size_t bytes) {
    if (text.size() <= bytes)
        return text;
    std::size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end; // back to the first byte of the sequence that would be cut
    return text.substr(0, end) + "...";
}

namespace {
// Problems listed in one message; a file with more is summed up after them.
constexpr std::size_t kListedErrors = 12;
} // namespace

std::string describeJson(const nlohmann::json& value) {
    switch (value.type()) {
    case nlohmann::json::value_t::null:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got null"));
    case nlohmann::json::value_t::object:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got an object"));
    case nlohmann::json::value_t::array:
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got an array"));
    case nlohmann::json::value_t::boolean:
        return value.get<bool>() ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got true"))
                                 : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got false"));
    default: {
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got %1"), {shortened(value.dump(), 37)});
    }
    }
}

JsonReader::JsonReader(const nlohmann::json& object, std::string path, JsonDiagnostics& diagnostics,
                       UnknownKeys unknown)
    : m_object(object)
    , m_path(std::move(path))
    , m_diagnostics(diagnostics)
    , m_unknown(unknown) {}

JsonReader::~JsonReader() {
    if (!m_object.is_object())
        return;
    for (const auto& item : m_object.items()) {
        if (m_read.count(item.key()) || m_unknown == UnknownKeys::Ignore)
            continue;
        if (m_unknown == UnknownKeys::Error)
            m_diagnostics.errors.push_back(pathOf(shortened(item.key(), 80)) + ": " +
                                           coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown field")));
        else
            m_diagnostics.warnings.push_back(
                pathOf(shortened(item.key(), 80)) + ": " +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown key (ignored)")));
    }
}

void JsonReader::require(std::initializer_list<const char*> keys) {
    for (const char* key : keys)
        if (!has(key))
            error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "missing required field")));
}

bool JsonReader::has(const std::string& key) const {
    if (!m_object.is_object())
        return false;
    const auto it = m_object.find(key);
    return it != m_object.end() && !(m_nullIsAbsent && it->is_null());
}

const nlohmann::json* JsonReader::raw(const std::string& key) {
    if (m_object.is_object() && m_object.contains(key))
        m_read.insert(key);
    if (!has(key))
        return nullptr;
    return &m_object.at(key);
}

std::string JsonReader::pathOf(const std::string& key) const {
    const std::string shown = shortened(key, 60); // a key is the file's text too
    return m_path.empty() ? shown : m_path + "." + shown;
}

void JsonReader::error(const std::string& key, const std::string& problem) {
    m_diagnostics.errors.push_back(pathOf(key) + ": " + problem);
}

namespace {
std::string limitText(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.15g", value);
    return text;
}
} // namespace

void JsonReader::outOfRange(const std::string& key, FieldLimit limit, const nlohmann::json& value) {
    if (limit.smallestNonZero > 0)
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be 0 (not given) or between %1 and %2, %3"),
                               {limitText(limit.smallestNonZero), limitText(limit.max), describeJson(value)}));
    else if (std::isinf(limit.max))
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be at least %1, %2"),
                               {limitText(limit.min), describeJson(value)}));
    else if (limit.minExclusive)
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be greater than %1 and at most %2, %3"),
                               {limitText(limit.min), limitText(limit.max), describeJson(value)}));
    else
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, %3"),
                               {limitText(limit.min), limitText(limit.max), describeJson(value)}));
}

std::optional<long double> JsonReader::wholeNumber(const std::string& key, FieldLimit limit) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return std::nullopt;
    const bool whole = v->is_number_integer() ||
                       (v->is_number_float() && std::isfinite(v->get<double>()) &&
                        std::floor(v->get<double>()) == v->get<double>() && std::abs(v->get<double>()) < 9e15);
    if (!whole) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an integer, %1"), {describeJson(*v)}));
        return std::nullopt;
    }
    const long double value = v->is_number_unsigned()  ? (long double)v->get<unsigned long long>()
                              : v->is_number_integer() ? (long double)v->get<long long>()
                                                       : (long double)v->get<double>();
    if (!limit.contains(double(value))) {
        outOfRange(key, limit, *v);
        return std::nullopt;
    }
    return value;
}

void JsonReader::integer(const std::string& key, int& out, FieldLimit limit) {
    // A field stored as int holds no more than int's range, whatever its limit allows (a results
    // file's "bus_width_bits": 1e13 was cast to int: undefined behaviour, found by tests/fuzz).
    limit.min = std::max(limit.min, double(std::numeric_limits<int>::min()));
    limit.max = std::min(limit.max, double(std::numeric_limits<int>::max()));
    if (const auto value = wholeNumber(key, limit))
        out = int(*value);
}

void JsonReader::integer(const std::string& key, std::int64_t& out, FieldLimit limit) {
    limit.min = std::max(limit.min, -9.2e18); // within int64 (2^63 = 9.22e18 itself is not)
    limit.max = std::min(limit.max, 9.2e18);
    if (const auto value = wholeNumber(key, limit))
        out = std::int64_t(*value);
}

void JsonReader::number(const std::string& key, double& out, FieldLimit limit) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    if (!v->is_number()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a number, %1"), {describeJson(*v)}));
        return;
    }
    const double value = v->get<double>();
    if (!std::isfinite(value) || !limit.contains(value)) {
        outOfRange(key, limit, *v);
        return;
    }
    out = value;
}

void JsonReader::boolean(const std::string& key, bool& out) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    if (!v->is_boolean()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected true or false, %1"), {describeJson(*v)}));
        return;
    }
    out = v->get<bool>();
}

void JsonReader::text(const std::string& key, std::string& out) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    if (!v->is_string()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a string, %1"), {describeJson(*v)}));
        return;
    }
    out = v->get<std::string>();
}

void JsonReader::nonEmptyText(const std::string& key, std::string& out) {
    std::string value;
    if (!has(key)) {
        raw(key);
        return;
    }
    const std::size_t errorsBefore = m_diagnostics.errors.size();
    text(key, value);
    if (m_diagnostics.errors.size() != errorsBefore)
        return;
    if (value.empty())
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a non-empty string")));
    else
        out = std::move(value);
}

std::optional<std::size_t> JsonReader::choice(const std::string& key, const std::vector<std::string_view>& ids) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return std::nullopt;
    std::string list;
    for (const auto& id : ids)
        list += (list.empty() ? "" : ", ") + std::string(id);
    if (!v->is_string()) {
        error(key,
              coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected one of %1, %2"), {list, describeJson(*v)}));
        return std::nullopt;
    }
    const std::string value = v->get<std::string>();
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == value)
            return i;
    error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown value \"%1\"; expected one of %2"),
                           {shortened(value, 40), list}));
    return std::nullopt;
}

void JsonReader::dtype(const std::string& key, DType& out) {
    std::string text;
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    if (!v->is_string()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a string, %1"), {describeJson(*v)}));
        return;
    }
    text = v->get<std::string>();
    if (const auto parsed = parseDType(text))
        out = *parsed;
    else
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown dtype \"%1\""), {shortened(text, 40)}));
}

void JsonReader::dtypeNumbers(const std::string& key, std::map<DType, double>& out, FieldLimit limit) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    if (!v->is_object()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object of dtype: number, %1"),
                               {describeJson(*v)}));
        return;
    }
    JsonReader values(*v, pathOf(key), m_diagnostics, UnknownKeys::Ignore);
    values.treatNullAsAbsent();
    for (const auto& item : v->items()) {
        const auto type = parseDType(item.key());
        if (!type) {
            values.error(item.key(), coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown dtype \"%1\""),
                                                 {shortened(item.key(), 40)}));
            continue;
        }
        if (out.count(*type)) {
            values.error(item.key(), coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "dtype \"%1\" given twice"),
                                                 {std::string(dtypeId(*type))}));
            continue;
        }
        double value = std::numeric_limits<double>::quiet_NaN();
        values.number(item.key(), value, limit);
        if (!std::isnan(value))
            out[*type] = value;
    }
}

void limitProblems(std::vector<std::string>& problems) {
    if (problems.size() <= kListedErrors)
        return;
    const std::size_t more = problems.size() - kListedErrors;
    problems.resize(kListedErrors);
    problems.push_back(
        coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "... and %1 more problems"), {std::to_string(more)}));
}

std::string JsonDiagnostics::joinedErrors() const {
    std::vector<std::string> listed = errors;
    limitProblems(listed);
    std::string joined;
    for (const std::string& problem : listed)
        joined += (joined.empty() ? "" : "\n") + problem;
    return joined;
}

void JsonReader::objectList(const std::string& key, UnknownKeys unknown,
                            const std::function<void(JsonReader& entry, const std::string& path)>& readEntry) {
    const nlohmann::json* list = raw(key);
    if (!list)
        return;
    if (!list->is_array()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an array, %1"), {describeJson(*list)}));
        return;
    }
    for (std::size_t i = 0; i < list->size(); ++i) {
        const std::string path = pathOf(key) + "[" + std::to_string(i) + "]";
        const nlohmann::json& entry = (*list)[i];
        if (!entry.is_object()) {
            m_diagnostics.errors.push_back(
                path + ": " +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(entry)}));
            continue;
        }
        JsonReader reader(entry, path, m_diagnostics, unknown);
        reader.m_nullIsAbsent = m_nullIsAbsent;
        readEntry(reader, path);
    }
}

std::string jsonErrorText(const nlohmann::json::exception& e) {
    const std::string what = e.what();
    const auto end = what.find("] ");
    // A parse error quotes the token it stopped at, which may be the rest of a long line.
    return shortened(what.rfind("[json.exception.", 0) == 0 && end != std::string::npos ? what.substr(end + 2) : what,
                     200);
}

bool readDatabase(std::string_view text, const char* listKey,
                  const std::function<void(JsonReader& entry, const std::string& path)>& readEntry,
                  std::string& error) {
    nlohmann::json document;
    if (std::string problem = jsonDepthProblem(text, limits::jsonDepth); !problem.empty()) {
        error = "(document): " + problem;
        return false;
    }
    try {
        document = nlohmann::json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::parse_error& e) {
        error = "(document): " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "invalid JSON at byte %1: %2"),
                                             {std::to_string(e.byte), jsonErrorText(e)});
        return false;
    } catch (const nlohmann::json::exception& e) { // a number beyond a double (1e400)
        error = "(document): " +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "not valid JSON: %1"), {jsonErrorText(e)});
        return false;
    }
    if (!document.is_object()) {
        error = "(document): " +
                coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an object, %1"), {describeJson(document)});
        return false;
    }
    JsonDiagnostics diagnostics;
    {
        JsonReader top(document, "", diagnostics, UnknownKeys::Error);
        top.require({"version", listKey});
        if (const nlohmann::json* version = top.raw("version"))
            if (!version->is_number_integer() || version->get<long long>() != 1)
                top.error("version", coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected 1, %1"),
                                                 {describeJson(*version)}));
        top.objectList(listKey, UnknownKeys::Error, readEntry);
    }
    error = diagnostics.joinedErrors();
    return diagnostics.errors.empty();
}

} // namespace rooflab
