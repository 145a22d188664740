#include "document/scenariocomparison.h"

#include "core/evaluate.h"
#include "core/io/scenarioio.h"
#include "core/model/scenariovalidation.h"
#include "document/comparisonbuilder.h"
#include "document/format.h"

#include <QLocale>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>

namespace rooflab {
namespace {

using Json = nlohmann::json;

// A side's evaluation, or why there is none.
struct Evaluated {
    QStringList problems;
    Report report;
    bool ok() const { return problems.isEmpty(); }
};

Evaluated evaluateSide(const ComparedSide& side) {
    Evaluated result;
    for (const std::string& problem : validateScenario(side.scenario))
        result.problems << QString::fromStdString(problem);
    if (result.ok())
        result.report = evaluate(side.scenario, nullptr, side.efficiency ? &*side.efficiency : nullptr);
    return result;
}

bool usable(double value) {
    return std::isfinite(value) && value > 0;
}

// A bar's category: the file's name without ".json", cut short (two bars share a narrow chart).
QString barLabel(const QString& label) {
    QString text = label.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? label.chopped(5) : label;
    if (text.size() > 20)
        text = text.left(18) + QStringLiteral("...");
    return text;
}

// GPU-hours and money: three significant figures where they are small (2.27, not 2).
QString amount(double value) {
    return value < 1000 ? format::significant(value, 3) : format::count(value);
}

// A value as a file writes it: strings without quotes, whole (the view cuts a description to
// its width and keeps it whole in the tooltip).
QString valueText(const Json& value) {
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString::fromStdString(value.dump());
}

// Every leaf of a scenario file as "key.sub.leaf" -> value; arrays are leaves.
void flatten(const Json& value, const std::string& prefix, std::map<std::string, Json>& out) {
    if (value.is_object() && !value.empty()) {
        for (auto it = value.begin(); it != value.end(); ++it)
            flatten(it.value(), prefix.empty() ? it.key() : prefix + "." + it.key(), out);
        return;
    }
    out[prefix] = value;
}

std::map<std::string, Json> fileKeys(const Scenario& scenario) {
    std::map<std::string, Json> keys;
    flatten(Json::parse(serializeScenario(scenario)), std::string(), keys);
    keys.erase("version");
    return keys;
}

// "+35 %", "-12 %", "same": the other's figure against the current one; "1/2,262" where it
// is more than ten times smaller ("-100 %" read as none at all).
QString relativeChange(double current, double other) {
    if (!usable(current) || !std::isfinite(other) || other < 0)
        return format::dash();
    if (other > 0 && other < current / 10)
        return ScenarioComparison::tr("1/%1").arg(format::significant(current / other, 3));
    const double change = other / current - 1;
    if (std::abs(change) < 0.0005)
        return ScenarioComparison::tr("same");
    const QString sign = change > 0 ? QStringLiteral("+") : QString();
    return ScenarioComparison::tr("%1%2 %").arg(sign, format::significant(change * 100, 3));
}

// Both sides' texts of one figure and its change; a side without a report (invalid) or
// without the figure shows why.
struct FigureSpec {
    const char* id;
    const char* name;
    double (*value)(const Scenario&, const Report&);
    QString (*text)(const Scenario&, const Report&, double);
    bool points = false; // a share: the change in percentage points, not relative
};

QString sideText(const FigureSpec& spec, const ComparedSide& side, const Evaluated& e, const QString& missing) {
    if (!e.ok())
        return format::unavailable(ScenarioComparison::tr("invalid scenario"));
    const double value = spec.value(side.scenario, e.report);
    return usable(value) ? spec.text(side.scenario, e.report, value) : format::unavailable(missing);
}

QString changeText(const FigureSpec& spec, double current, double other) {
    if (!spec.points)
        return relativeChange(current, other);
    if (!usable(current) || !usable(other))
        return format::dash();
    const double points = (other - current) * 100;
    return ScenarioComparison::tr("%1%2 points")
        .arg(points > 0 ? QStringLiteral("+") : QString(), format::fixed(points, 1));
}

QString costText(const Scenario& s, const Report&, double cost) {
    const QString symbol = QLocale().currencySymbol(QLocale::CurrencySymbol);
    return ScenarioComparison::tr("%1%2 at %1%3 per GPU-hour")
        .arg(symbol, amount(cost), format::fixed(s.run.pricePerGpuHour, 2));
}

const std::vector<FigureSpec>& figureSpecs() {
    static const std::vector<FigureSpec> specs = {
        {"training_memory", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Training memory per GPU"),
         [](const Scenario&, const Report& r) { return r.memory.total; },
         [](const Scenario&, const Report& r, double v) {
             return ScenarioComparison::tr("%1 of %2 (%3)")
                 .arg(format::bytes(v), format::bytes(r.memory.capacity),
                      r.memory.fits ? ScenarioComparison::tr("fits") : ScenarioComparison::tr("does not fit"));
         }},
        {"gpus", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "GPUs"),
         [](const Scenario& s, const Report&) { return double(s.parallel.gpus); },
         [](const Scenario& s, const Report&, double v) {
             return ScenarioComparison::tr("%1 x %2").arg(format::integer(qint64(v)), shortGpuName(s.gpu.name));
         }},
        {"step_time", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Step time"),
         [](const Scenario&, const Report& r) { return r.step.timeS; },
         [](const Scenario&, const Report&, double v) { return format::duration(v); }},
        {"mfu", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Predicted MFU"),
         [](const Scenario&, const Report& r) { return r.step.mfu; },
         [](const Scenario&, const Report&, double v) {
             return ScenarioComparison::tr("%1 %").arg(format::percent(v));
         },
         true},
        {"tokens_per_s", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Tokens/s (all GPUs)"),
         [](const Scenario&, const Report& r) { return r.step.tokensPerSecond; },
         [](const Scenario&, const Report&, double v) {
             return ScenarioComparison::tr("%1 tokens/s").arg(format::rate(v));
         }},
        {"tokens_per_s_per_gpu", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Tokens/s per GPU"),
         [](const Scenario&, const Report& r) { return r.step.tokensPerSecondPerGpu; },
         [](const Scenario&, const Report&, double v) {
             return ScenarioComparison::tr("%1 tokens/s").arg(format::rate(v));
         }},
        {"training_tokens", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Trained tokens (D)"),
         [](const Scenario&, const Report& r) { return r.flops.trainingTokens; },
         [](const Scenario&, const Report&, double v) { return format::count(v); }},
        {"time_predicted", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Time to train (predicted speed)"),
         [](const Scenario&, const Report& r) { return r.time.daysAtPredictedSpeed * 86400; },
         [](const Scenario&, const Report&, double v) { return format::duration(v); }},
        {"time_at_mfu", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Time to train (at the set MFU)"),
         [](const Scenario&, const Report& r) { return r.time.days * 86400; },
         [](const Scenario& s, const Report&, double v) {
             return ScenarioComparison::tr("%1 at %2 % MFU").arg(format::duration(v), format::percent(s.run.mfu));
         }},
        {"gpu_hours", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "GPU-hours (at the set MFU)"),
         [](const Scenario&, const Report& r) { return r.time.gpuHours; },
         [](const Scenario&, const Report&, double v) { return amount(v); }},
        {"cost", QT_TRANSLATE_NOOP("rooflab::ScenarioComparison", "Cost (at the set MFU)"),
         [](const Scenario& s, const Report& r) { return s.run.pricePerGpuHour > 0 ? r.time.cost : 0.0; }, costText},
    };
    return specs;
}

// Why a figure is missing: no tokens to train, no price, or no step time.
QString missingReason(const char* id) {
    const QString key = QString::fromLatin1(id);
    if (key == QLatin1String("cost"))
        return ScenarioComparison::tr("no price per GPU-hour");
    if (key.startsWith(QLatin1String("time")) || key == QLatin1String("gpu_hours") ||
        key == QLatin1String("training_tokens"))
        return ScenarioComparison::tr("no training tokens");
    return ScenarioComparison::tr("not computed");
}

} // namespace

QString ScenarioDifference::text() const {
    return ScenarioComparison::tr("%1 %2 -> %3").arg(key, before, after);
}

std::vector<ScenarioDifference> ScenarioComparison::differencesBetween(const Scenario& current, const Scenario& other) {
    const std::map<std::string, Json> a = fileKeys(current), b = fileKeys(other);
    std::map<std::string, bool> keys;
    for (const auto& [key, value] : a)
        keys[key] = true;
    for (const auto& [key, value] : b)
        keys[key] = true;
    std::vector<ScenarioDifference> differences;
    for (const auto& [key, unused] : keys) {
        const auto inA = a.find(key), inB = b.find(key);
        if (inA != a.end() && inB != b.end() && inA->second == inB->second)
            continue;
        differences.push_back({QString::fromStdString(key), inA != a.end() ? valueText(inA->second) : tr("absent"),
                               inB != b.end() ? valueText(inB->second) : tr("absent")});
    }
    return differences;
}

ScenarioComparison ScenarioComparison::build(const ComparedSide& current, const ComparedSide& other) {
    ScenarioComparison result;
    result.currentLabel = current.label;
    result.otherLabel = other.label;
    const Evaluated a = evaluateSide(current), b = evaluateSide(other);
    result.currentProblems = a.problems;
    result.otherProblems = b.problems;
    std::vector<ComparisonColumn> columns;
    if (a.ok())
        columns.push_back({barLabel(current.label), a.report.memory});
    if (b.ok())
        columns.push_back({barLabel(other.label), b.report.memory});
    result.memory = comparisonStacks(tr("Training memory per GPU"), columns, shortGpuName(current.scenario.gpu.name));
    // Another GPU: the other bar is checked against its own card, not the current one's line.
    if (a.ok() && b.ok() && other.scenario.gpu.name != current.scenario.gpu.name)
        result.memory.stacks.back().ownCapacityBytes = b.report.memory.capacity;
    for (const FigureSpec& spec : figureSpecs()) {
        const double x = a.ok() ? spec.value(current.scenario, a.report) : 0;
        const double y = b.ok() ? spec.value(other.scenario, b.report) : 0;
        const QString missing = missingReason(spec.id);
        result.figures.push_back({QString::fromLatin1(spec.id), tr(spec.name), sideText(spec, current, a, missing),
                                  sideText(spec, other, b, missing),
                                  a.ok() && b.ok() ? changeText(spec, x, y) : format::dash()});
    }
    // As many GPUs of another kind are not "the same".
    if (current.scenario.gpu.name != other.scenario.gpu.name)
        for (ComparedFigure& f : result.figures)
            if (f.id == QLatin1String("gpus"))
                f.change = tr("another GPU");
    result.differences = differencesBetween(current.scenario, other.scenario);
    return result;
}

const ComparedFigure* ScenarioComparison::figure(const QString& id) const {
    for (const ComparedFigure& f : figures)
        if (f.id == id)
            return &f;
    return nullptr;
}

} // namespace rooflab
