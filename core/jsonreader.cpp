#include "core/jsonreader.h"

#include "core/translatable.h"

#include <cmath>
#include <cstdio>

namespace rooflab {

std::string describeJson(const nlohmann::json& value) {
    switch (value.type()) {
    case nlohmann::json::value_t::null: return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got null"));
    case nlohmann::json::value_t::object: return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got an object"));
    case nlohmann::json::value_t::array: return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got an array"));
    case nlohmann::json::value_t::boolean:
        return value.get<bool>() ? coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got true")) : coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got false"));
    default: {
        std::string text = value.dump();
        if (text.size() > 40)
            text = text.substr(0, 37) + "...";
        return coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "got %1"), {text});
    }
    }
}

JsonReader::JsonReader(const nlohmann::json& object, std::string path, JsonDiagnostics& diagnostics)
    : m_object(object), m_path(std::move(path)), m_diagnostics(diagnostics) {}

JsonReader::~JsonReader() {
    if (!m_object.is_object())
        return;
    for (const auto& item : m_object.items())
        if (!m_read.count(item.key()))
            m_diagnostics.warnings.push_back(pathOf(item.key()) + ": " + coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown key (ignored)")));
}

bool JsonReader::has(const std::string& key) const {
    return m_object.is_object() && m_object.contains(key);
}

const nlohmann::json* JsonReader::raw(const std::string& key) {
    if (!has(key))
        return nullptr;
    m_read.insert(key);
    return &m_object.at(key);
}

std::string JsonReader::pathOf(const std::string& key) const {
    return m_path.empty() ? key : m_path + "." + key;
}

void JsonReader::error(const std::string& key, const std::string& problem) {
    m_diagnostics.errors.push_back(pathOf(key) + ": " + problem);
}

void JsonReader::integer(const std::string& key, int& out, long long min, long long max) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    const bool wholeNumber = v->is_number_integer() ||
                             (v->is_number_float() && std::isfinite(v->get<double>()) &&
                              std::floor(v->get<double>()) == v->get<double>() && std::abs(v->get<double>()) < 9e15);
    if (!wholeNumber) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected an integer, %1"), {describeJson(*v)}));
        return;
    }
    const long double value = v->is_number_integer() ? (long double)v->get<long long>() : v->get<double>();
    if (value < min || value > max) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, %3"),
                               {std::to_string(min), std::to_string(max), describeJson(*v)}));
        return;
    }
    out = int(value);
}

void JsonReader::number(const std::string& key, double& out, double min, double max) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return;
    if (!v->is_number()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected a number, %1"), {describeJson(*v)}));
        return;
    }
    const double value = v->get<double>();
    if (!std::isfinite(value) || value < min || value > max) {
        char low[32], high[32];
        std::snprintf(low, sizeof low, "%g", min);
        std::snprintf(high, sizeof high, "%g", max);
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "must be between %1 and %2, %3"), {low, high, describeJson(*v)}));
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

std::optional<std::size_t> JsonReader::choice(const std::string& key, const std::vector<std::string_view>& ids) {
    const nlohmann::json* v = raw(key);
    if (!v)
        return std::nullopt;
    std::string list;
    for (const auto& id : ids)
        list += (list.empty() ? "" : ", ") + std::string(id);
    if (!v->is_string()) {
        error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "expected one of %1, %2"), {list, describeJson(*v)}));
        return std::nullopt;
    }
    const std::string value = v->get<std::string>();
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == value)
            return i;
    error(key, coreMessage(ROOFLAB_TR_NOOP("rooflab::Messages", "unknown value \"%1\"; expected one of %2"), {value, list}));
    return std::nullopt;
}

} // namespace rooflab
