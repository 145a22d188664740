#pragma once
// Reads a JSON object field by field, collecting errors that name the field path
// ("training.micro_batch: expected an integer, got \"eight\"") and warnings for unknown keys
// (errors, for the databases, where a misspelt key is a broken entry). Every format RoofLab
// reads (scenarios, the model and GPU databases, benchmark results) reads through it, with the
// ranges of core/base/fieldlimits.h.
#include "core/base/fieldlimits.h"
#include "core/numbers/dtype.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>

#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rooflab {

struct JsonDiagnostics {
    std::vector<std::string> errors;
    std::vector<std::string> warnings;
    std::string joinedErrors() const; // one per line, the first 12, then how many more
};

// Warn: a scenario from a newer RoofLab still loads; Error: a database entry must be exact;
// Ignore: a results file from a newer bench carries fields this build does not show.
enum class UnknownKeys { Warn, Error, Ignore };

class JsonReader {
public:
    JsonReader(const nlohmann::json& object, std::string path, JsonDiagnostics& diagnostics,
               UnknownKeys unknown = UnknownKeys::Warn);
    // Reports the keys that were never read, when the reader goes out of scope.
    ~JsonReader();
    JsonReader(const JsonReader&) = delete;
    JsonReader& operator=(const JsonReader&) = delete;

    // Results files write a value that could not be measured as null: treat it as absent.
    void treatNullAsAbsent() { m_nullIsAbsent = true; }

    bool has(const std::string& key) const;
    const nlohmann::json* raw(const std::string& key); // marks the key read
    std::string pathOf(const std::string& key) const;
    JsonDiagnostics& diagnostics() { return m_diagnostics; }
    void error(const std::string& key, const std::string& problem);

    // "missing required field" for each absent key.
    void require(std::initializer_list<const char*> keys);

    // Each reader leaves `out` unchanged when the key is absent or invalid.
    void integer(const std::string& key, int& out, FieldLimit limit);
    void integer(const std::string& key, std::int64_t& out, FieldLimit limit);
    void number(const std::string& key, double& out, FieldLimit limit);
    void boolean(const std::string& key, bool& out);
    void text(const std::string& key, std::string& out);
    void nonEmptyText(const std::string& key, std::string& out);
    // A string that must be one of `ids`; returns its index.
    std::optional<std::size_t> choice(const std::string& key, const std::vector<std::string_view>& ids);
    void dtype(const std::string& key, DType& out);
    // An object keyed by dtype id or alias ({"bf16": 989, "fp8": 1979}), each value within
    // `limit`; null values are skipped.
    void dtypeNumbers(const std::string& key, std::map<DType, double>& out, FieldLimit limit);
    // An array of objects ("gpus", "points"): calls `readEntry` with a reader for each object
    // ("points[3]"), which reports unknown keys as `unknown` says and inherits the null policy;
    // an element that is not an object is an error.
    void objectList(const std::string& key, UnknownKeys unknown,
                    const std::function<void(JsonReader& entry, const std::string& path)>& readEntry);

private:
    // The value of an integer field within `limit`, or nothing (the error reported).
    std::optional<long double> wholeNumber(const std::string& key, FieldLimit limit);
    void outOfRange(const std::string& key, FieldLimit limit, const nlohmann::json& value);

    const nlohmann::json& m_object;
    std::string m_path;
    JsonDiagnostics& m_diagnostics;
    UnknownKeys m_unknown;
    bool m_nullIsAbsent = false;
    std::set<std::string> m_read;
};

// The first `bytes` bytes of `text` (never cutting a UTF-8 sequence) and "...", when longer: a
// message echoes what the file said, but not all of it.
std::string shortened(const std::string& text, std::size_t bytes = 40);
// Keeps the first 12 of `problems` and adds a line saying how many more there were: a file with
// hundreds of mistakes gets a message a dialog can show.
void limitProblems(std::vector<std::string>& problems);
// "got 3.5", "got \"eight\"", "got an array": a short description of a value for messages.
std::string describeJson(const nlohmann::json& value);
// nlohmann's message without its "[json.exception.out_of_range.406] " prefix, for errors shown to
// people: "number overflow parsing '1e400'".
std::string jsonErrorText(const nlohmann::json::exception& e);

// Parses `text` as a database document {"version": 1, "<listKey>": [{...}, ...]} and calls
// `readEntry(reader, path)` for each object of the list ("gpus[3]"), with a reader that reports
// unknown keys as errors. Returns false with the errors, one per line, in `error` (at most 12,
// then a line saying how many more).
bool readDatabase(std::string_view text, const char* listKey,
                  const std::function<void(JsonReader& entry, const std::string& path)>& readEntry, std::string& error);

} // namespace rooflab
