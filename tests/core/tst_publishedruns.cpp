// Published, measured training runs RoofLab was not tuned to (issue 45, item 6;
// docs/validation.md, "Published runs RoofLab was not tuned to"): validation/published-runs.json
// is checked for integrity, and every row's scenario is evaluated against its published
// throughput, as validation/published_runs.py does with rooflab-calc.
#include "core/evaluate.h"
#include "core/io/reportio.h"
#include "core/io/scenarioio.h"
#include "core/model/stepagreement.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

using namespace rooflab;

namespace {

// Integrity: what issue 45 asks of the table.
constexpr int kMinRows = 24;
constexpr int kMinFrameworks = 5;
constexpr int kMinGenerations = 2;
constexpr double kWithin = 0.10; // "within 10 %": |predicted / published - 1| <= 0.10

// Accuracy: what RoofLab achieves on the table after issue 45's profiles, knobs, GEMM rates and
// fit verdict (docs/validation.md, "After"), so the suite fails if it gets worse. At ff3dba1 it
// was 5 of 27 held-out rows within 10 %, median 1.202, 17 runs called "does not fit". Issue 45's
// goal is still ahead: at least 80 % of held-out rows within 10 %, no run that ran called "does
// not fit". Raise these as the model improves; never lower them to pass. Lowered once, for an
// input read from its source rather than for the model: the Llama 3 paper's rows run 8 virtual
// stages (section 3.3.2), not the 2 they assumed, which took both fit rows from 0.78 and 0.88 to
// 0.997 and 0.995 and the held-out CP 16 row from 1.054 to 1.358 (docs/validation.md, "The
// Llama 3 paper's chunks"). Megatron-Core's parameter all-gather behind the next forward
// (training.overlap_param_gather, read from its code) took NeMo 24.07's Llama 2 7B from 1.093 to
// 1.100, just outside 10 %; MPT's unpadding copies took LLM Foundry's 13B on 8 H100s from 1.101
// to 1.075, inside (docs/validation.md, "The parameter gather behind the next forward").
constexpr double kHeldOutWithin10MinShare =
    17.0 / 27.0;                                 // 17 of 27 held-out rows (15 before Megatron-Core's rotary copies)
constexpr double kHeldOutMaxMedianError = 0.048; // held-out median ratio 1.047 (1.068 before MPT's unpadding copies)
constexpr int kMaxDoesNotFit = 3;                // 3 of 51 rows (all of them ran; 4 before MPT-13B fitted)

const QStringList kFrameworks = {"megatron",  "megatron-core", "torchtitan",  "llm-foundry",
                                 "deepspeed", "pytorch-eager", "pytorch-sdpa"};
const QStringList kGenerations = {"ampere", "hopper", "blackwell"};

// A framework x generation stratum with this many rows has its regime in
// resources/step-agreement.json (docs/validation.md, "What the window says of the step time").
constexpr int kMinRegimeRows = 3;
// Megatron-LM on A100 widens the papers' regime (tests/core/tst_publishedsteps.cpp checks its
// range and count over both); every other stratum's regime is "<framework>-<generation>", a
// mixture of experts' "<framework>-moe-<generation>".
std::string regimeOf(const std::string& framework, const std::string& generation, bool moe = false) {
    if (moe)
        return framework + "-moe-" + generation;
    if (framework == "megatron" && generation == "ampere")
        return "megatron-a100";
    return framework + "-" + generation;
}

const StepAgreement* agreementEntry(const std::string& regime) {
    for (const StepAgreement& a : stepAgreementTable())
        if (a.regime == regime)
            return &a;
    return nullptr;
}

QJsonArray loadRuns() {
    QFile file(QStringLiteral(ROOFLAB_SOURCE_DIR "/validation/published-runs.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value("runs").toArray();
}

// What RoofLab at ff3dba1 reads in place of issue 45's new values (validation/published_runs.py
// --baseline): the nearest old implementation and checkpointing, the new knobs dropped.
QJsonObject baselineScenario(QJsonObject scenario) {
    QJsonObject training = scenario.value("training").toObject();
    const QString impl = training.value("implementation").toString();
    if (impl == "megatron-core" || impl == "deepspeed")
        training["implementation"] = "megatron";
    else if (impl == "torchtitan" || impl == "llm-foundry")
        training["implementation"] = "pytorch-sdpa";
    if (training.value("checkpointing").toString() == "op-selective")
        training["checkpointing"] = "selective";
    training.remove("compile");
    scenario["training"] = training;
    const std::vector<std::pair<const char*, const char*>> dropped = {{"parallel", "tp_comm_overlap"},
                                                                      {"parallel", "reshard_after_forward"},
                                                                      {"precision", "fp8_all_gather"},
                                                                      {"precision", "grad_reduce_dtype"},
                                                                      {"hardware", "power_limit_w"}};
    for (const auto& [section, key] : dropped) {
        if (!scenario.value(section).isObject())
            continue;
        QJsonObject part = scenario.value(section).toObject();
        part.remove(key);
        scenario[section] = part;
    }
    return scenario;
}

// Parses the row's scenario; where this build's loader refuses it, the baseline mapping.
ScenarioParseResult parseRow(const QJsonObject& run, bool& mapped, std::string& refusal) {
    const QJsonObject scenario = run.value("scenario").toObject();
    ScenarioParseResult parsed = parseScenario(QJsonDocument(scenario).toJson().toStdString());
    mapped = !parsed.ok;
    if (mapped) {
        refusal = parsed.errors.empty() ? std::string("refused") : parsed.errors.front();
        parsed = parseScenario(QJsonDocument(baselineScenario(scenario)).toJson().toStdString());
    }
    return parsed;
}

bool positiveFinite(const QJsonValue& v) {
    return v.isDouble() && std::isfinite(v.toDouble()) && v.toDouble() > 0;
}

// Every number in the object (nested objects too) is finite and positive.
bool numbersPositive(const QJsonObject& o, QString& bad) {
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (it->isObject() && !numbersPositive(it->toObject(), bad))
            return false;
        if (it->isDouble() && !positiveFinite(*it)) {
            bad = it.key();
            return false;
        }
    }
    return true;
}

// Rows added after the model was frozen (docs/validation.md, "Runs added unseen"): reported apart,
// outside the split, each saying when and against which commit it was added.
bool isUnseen(const QJsonObject& run) {
    return run["split"].toString() == QLatin1String("unseen");
}

// The stated rule (docs/validation.md): in each framework x generation stratum, rows sorted by
// id alternate held-out, fit, held-out, ... (the unseen rows stand apart).
QString expectedSplit(const QJsonArray& runs, const QJsonObject& run) {
    if (isUnseen(run))
        return QStringLiteral("unseen");
    QStringList stratum;
    for (const QJsonValue& v : runs) {
        const QJsonObject o = v.toObject();
        if (!isUnseen(o) && o["framework"] == run["framework"] && o["generation"] == run["generation"])
            stratum << o["id"].toString();
    }
    stratum.sort();
    return stratum.indexOf(run["id"].toString()) % 2 == 0 ? "held-out" : "fit";
}

struct RowResult {
    std::string id, framework, generation, split, verdict, regime;
    double predicted = 0, published = 0, ratio = 0;
    bool moe = false;      // a mixture of experts: a step-agreement stratum of its own
    bool adapters = false; // a frozen base with adapters (LoRA): outside them too (stepagreement.cpp)
};

// The memory verdict as the report writes it: memory.verdict where it exists (issue 45's fit
// band), else the strict memory.fits.
std::string verdictOf(const QJsonObject& memory) {
    if (memory.contains("verdict"))
        return memory.value("verdict").toString().toStdString();
    return memory.value("fits").toBool() ? "fits" : "does-not-fit";
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return n == 0 ? NAN : (n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]));
}

bool within(double ratio) {
    return std::abs(ratio - 1.0) <= kWithin;
}

void printSummary(const char* title, const std::vector<RowResult>& rows, std::string (*key)(const RowResult&)) {
    std::printf("%s:\n", title);
    std::vector<std::string> names;
    for (const auto& r : rows)
        if (std::find(names.begin(), names.end(), key(r)) == names.end())
            names.push_back(key(r));
    std::sort(names.begin(), names.end());
    for (const auto& name : names) {
        std::vector<double> ratios;
        int in = 0, dnf = 0;
        for (const auto& r : rows) {
            if (key(r) != name)
                continue;
            ratios.push_back(r.ratio);
            in += within(r.ratio);
            dnf += r.verdict == "does-not-fit";
        }
        std::printf("  %-14s n=%2zu  median %.3f  within 10%% %2d  does-not-fit %2d\n", name.c_str(), ratios.size(),
                    median(ratios), in, dnf);
    }
}

} // namespace

class TestPublishedRuns : public QObject {
    Q_OBJECT

    QJsonArray m_runs;

private slots:
    void initTestCase() {
        m_runs = loadRuns();
        QVERIFY2(!m_runs.isEmpty(), "validation/published-runs.json: missing, unreadable or without runs");
    }

    // The table is what issue 45 asks for: enough rows, frameworks and GPU generations.
    void tableCoversFrameworksAndGenerations() {
        QSet<QString> ids, frameworks, generations;
        for (const QJsonValue& v : m_runs) {
            const QJsonObject run = v.toObject();
            const QString id = run["id"].toString();
            QVERIFY2(!id.isEmpty() && !ids.contains(id), qPrintable("missing or repeated id " + id));
            ids << id;
            QVERIFY2(kFrameworks.contains(run["framework"].toString()), qPrintable(id + ": unknown framework"));
            QVERIFY2(kGenerations.contains(run["generation"].toString()), qPrintable(id + ": unknown generation"));
            QCOMPARE(run["gpu"].toString(), run["scenario"].toObject()["hardware"].toObject()["gpu"].toString());
            QCOMPARE(run["framework"].toString(),
                     run["scenario"].toObject()["training"].toObject()["implementation"].toString());
            frameworks << run["framework"].toString();
            generations << run["generation"].toString();
        }
        QVERIFY2(m_runs.size() >= kMinRows, qPrintable(QString("%1 rows").arg(m_runs.size())));
        QVERIFY2(frameworks.size() >= kMinFrameworks, qPrintable(QString("%1 frameworks").arg(frameworks.size())));
        QVERIFY2(generations.size() >= kMinGenerations, qPrintable(QString("%1 generations").arg(generations.size())));
    }

    // Every row names its source and writes down what it assumed; every figure is a real number.
    void everyRowHasSourceAssumptionsAndFigures() {
        for (const QJsonValue& v : m_runs) {
            const QJsonObject run = v.toObject();
            const QString id = run["id"].toString();
            const QJsonObject source = run["source"].toObject();
            for (const char* field : {"title", "url", "where"})
                QVERIFY2(!source[field].toString().trimmed().isEmpty(), qPrintable(id + ": source." + field));
            const QJsonArray assumptions = run["assumptions"].toArray();
            QVERIFY2(!assumptions.isEmpty(), qPrintable(id + ": no assumptions"));
            for (const QJsonValue& a : assumptions)
                QVERIFY2(!a.toString().trimmed().isEmpty(), qPrintable(id + ": an empty assumption"));
            QString bad;
            QVERIFY2(numbersPositive(run["published"].toObject(), bad), qPrintable(id + ": published." + bad));
            QVERIFY2(numbersPositive(run["compare"].toObject(), bad), qPrintable(id + ": compare." + bad));
            QVERIFY2(positiveFinite(run["compare"].toObject()["tokens_per_s_per_gpu"]),
                     qPrintable(id + ": compare.tokens_per_s_per_gpu"));
        }
    }

    // A compared figure derived from published TFLOP/s is that figure over the row's FLOPs per token.
    void derivedFiguresFollowTheirFlopCount() {
        for (const QJsonValue& v : m_runs) {
            const QJsonObject run = v.toObject();
            const QJsonObject compare = run["compare"].toObject();
            if (!compare.contains("flops_per_token"))
                continue;
            const double derived =
                run["published"].toObject()["tflops_per_gpu"].toDouble() * 1e12 / compare["flops_per_token"].toDouble();
            QVERIFY2(std::abs(derived / compare["tokens_per_s_per_gpu"].toDouble() - 1) < 1e-3,
                     qPrintable(run["id"].toString()));
        }
    }

    // The split follows its stated rule, so it was not chosen row by row; at most half are "fit".
    void splitFollowsTheStatedRule() {
        int fit = 0, split = 0;
        for (const QJsonValue& v : m_runs) {
            const QJsonObject run = v.toObject();
            const QString expected = expectedSplit(m_runs, run);
            QVERIFY2(run["split"].toString() == expected,
                     qPrintable(run["id"].toString() + ": split " + run["split"].toString() + ", the rule gives " +
                                expected));
            if (isUnseen(run)) {
                QVERIFY2(!run["added"].toString().trimmed().isEmpty(),
                         qPrintable(run["id"].toString() + ": an unseen row without \"added\""));
                continue;
            }
            ++split;
            fit += run["split"].toString() == "fit";
        }
        QVERIFY2(2 * fit <= split, qPrintable(QString("%1 fit rows of %2").arg(fit).arg(split)));
    }

    // Each row's scenario loads (through the ff3dba1 mapping where this build refuses a new value)
    // and evaluates to a finite, positive throughput; the table printed is the script's.
    void rowsEvaluateAgainstTheirPublishedThroughput() {
        std::vector<RowResult> rows;
        for (const QJsonValue& v : m_runs)
            rows.push_back(evaluateRow(v.toObject()));
        if (QTest::currentTestFailed())
            return;
        printSummaries(rows);
        checkAccuracy(rows);
        checkAgreementRegimes(rows);
    }

private:
    RowResult evaluateRow(const QJsonObject& run) {
        RowResult r{run["id"].toString().toStdString(), run["framework"].toString().toStdString(),
                    run["generation"].toString().toStdString(), run["split"].toString().toStdString()};
        bool mapped = false;
        std::string refusal;
        const ScenarioParseResult parsed = parseRow(run, mapped, refusal);
        if (!parsed.ok) {
            QTest::qFail(("scenario of " + r.id + " refused: " + parsed.errors.front()).c_str(), __FILE__, __LINE__);
            return r;
        }
        const Report report = evaluate(parsed.scenario);
        const QJsonObject json =
            QJsonDocument::fromJson(QByteArray::fromStdString(reportToJson(parsed.scenario, report))).object();
        r.predicted = json["step"].toObject()["tokens_per_s_per_gpu"].toDouble();
        r.published = run["compare"].toObject()["tokens_per_s_per_gpu"].toDouble();
        r.ratio = r.predicted / r.published;
        r.verdict = verdictOf(json["memory"].toObject());
        r.regime = report.step.agreement.regime;
        r.moe = parsed.scenario.model.arch.isMoe();
        r.adapters = parsed.scenario.finetune.frozenBase();
        std::printf("%-50s %-13s %-9s %9.1f %9.1f %6.3f  %s%s\n", r.id.c_str(), r.framework.c_str(), r.split.c_str(),
                    r.predicted, r.published, r.ratio, r.verdict.c_str(),
                    mapped ? ("  [ff3dba1 mapping: " + refusal + "]").c_str() : "");
        if (!(std::isfinite(r.predicted) && r.predicted > 0))
            QTest::qFail(("no throughput for " + r.id).c_str(), __FILE__, __LINE__);
        return r;
    }

    static void printSummaries(const std::vector<RowResult>& rows) {
        printSummary("per split", rows, [](const RowResult& r) { return r.split; });
        printSummary("per framework", rows, [](const RowResult& r) { return r.framework; });
        printSummary("per generation", rows, [](const RowResult& r) { return r.generation; });
        printSummary("per framework, held-out", rows,
                     [](const RowResult& r) { return r.split == "held-out" ? r.framework : "~" + r.split + " rows"; });
    }

    static void checkAccuracy(const std::vector<RowResult>& rows) {
        std::vector<double> heldOut;
        int heldOutWithin = 0, doesNotFit = 0;
        for (const auto& r : rows) {
            doesNotFit += r.verdict == "does-not-fit";
            if (r.split != "held-out")
                continue;
            heldOut.push_back(r.ratio);
            heldOutWithin += within(r.ratio);
        }
        const double share = double(heldOutWithin) / double(heldOut.size());
        QVERIFY2(share >= kHeldOutWithin10MinShare - 1e-9,
                 qPrintable(QString("held-out within 10 %: %1 of %2").arg(heldOutWithin).arg(heldOut.size())));
        QVERIFY2(std::abs(median(heldOut) - 1) <= kHeldOutMaxMedianError,
                 qPrintable(QString("held-out median ratio %1").arg(median(heldOut))));
        QVERIFY2(doesNotFit <= kMaxDoesNotFit,
                 qPrintable(QString("%1 runs that ran called does-not-fit").arg(doesNotFit)));
    }

    // resources/step-agreement.json keeps up with the table: each stratum of kMinRegimeRows rows
    // or more has its regime, its scenarios get it, every row (the table's predicted / published
    // throughput is measured / predicted step time) lies in its range and each end is within 0.01
    // of a row; a smaller stratum's scenarios get no regime. Mixtures of experts make strata of
    // their own (core/model/stepagreement.cpp); a run that trains adapters on a frozen base counts
    // in none and gets none.
    static void checkAgreementRegimes(const std::vector<RowResult>& rows) {
        std::map<std::string, std::vector<const RowResult*>> strata;
        for (const auto& r : rows) {
            if (r.adapters)
                QVERIFY2(r.regime.empty(), qPrintable(QString::fromStdString(r.id + ": regime \"" + r.regime + "\"")));
            else
                strata[regimeOf(r.framework, r.generation, r.moe)].push_back(&r);
        }
        for (const auto& [regime, members] : strata) {
            const bool covered = int(members.size()) >= kMinRegimeRows;
            for (const RowResult* r : members)
                QVERIFY2(r->regime == (covered ? regime : std::string()),
                         qPrintable(QString::fromStdString(r->id + ": regime \"" + r->regime + "\"")));
            if (covered)
                checkRange(regime, members);
        }
    }

    static void checkRange(const std::string& regime, const std::vector<const RowResult*>& members) {
        const StepAgreement* entry = agreementEntry(regime);
        QVERIFY2(entry, qPrintable(QString::fromStdString(regime + ": not in resources/step-agreement.json")));
        const auto [lo, hi] = std::minmax_element(
            members.begin(), members.end(), [](const RowResult* a, const RowResult* b) { return a->ratio < b->ratio; });
        std::printf("%-22s n=%2zu  measured / predicted %.4f-%.4f; resources/step-agreement.json %.2f-%.2f (%d runs)\n",
                    regime.c_str(), members.size(), (*lo)->ratio, (*hi)->ratio, entry->low, entry->high, entry->runs);
        QVERIFY2((*lo)->ratio >= entry->low - 0.005 && (*hi)->ratio <= entry->high + 0.005,
                 qPrintable(QString::fromStdString(regime + ": a run is outside the range")));
        if (regime == regimeOf("megatron", "ampere"))
            return; // with the papers' rows: tst_publishedsteps
        QCOMPARE(entry->runs, int(members.size()));
        QVERIFY2((*lo)->ratio - entry->low <= 0.01 && entry->high - (*hi)->ratio <= 0.01,
                 qPrintable(QString::fromStdString(regime + ": the range is wider than the runs")));
    }
};

QTEST_APPLESS_MAIN(TestPublishedRuns)
#include "tst_publishedruns.moc"
