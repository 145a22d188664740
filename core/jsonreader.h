#pragma once
// Reads a JSON object field by field, collecting errors that name the field path
// ("training.micro_batch: expected an integer, got \"eight\"") and warnings for unknown keys.
#include <nlohmann/json.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rooflab {

struct JsonDiagnostics {
    std::vector<std::string> errors;
    std::vector<std::string> warnings;
};

class JsonReader {
public:
    JsonReader(const nlohmann::json& object, std::string path, JsonDiagnostics& diagnostics);
    // Reports keys that were never read as warnings; call once the object has been read.
    ~JsonReader();
    JsonReader(const JsonReader&) = delete;
    JsonReader& operator=(const JsonReader&) = delete;

    bool has(const std::string& key) const;
    const nlohmann::json* raw(const std::string& key); // marks the key read
    std::string pathOf(const std::string& key) const;
    void error(const std::string& key, const std::string& problem);

    // Each reader leaves `out` unchanged when the key is absent or invalid.
    void integer(const std::string& key, int& out, long long min, long long max);
    void number(const std::string& key, double& out, double min, double max);
    void boolean(const std::string& key, bool& out);
    void text(const std::string& key, std::string& out);
    // A string that must be one of `ids`; returns its index.
    std::optional<std::size_t> choice(const std::string& key, const std::vector<std::string_view>& ids);

private:
    const nlohmann::json& m_object;
    std::string m_path;
    JsonDiagnostics& m_diagnostics;
    std::set<std::string> m_read;
};

// "got 3.5", "got \"eight\"", "got an array": a short description of a value for messages.
std::string describeJson(const nlohmann::json& value);

} // namespace rooflab
