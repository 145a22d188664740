// The model presets: every shipped model, its published shape and its exact parameter count,
// and error messages that name the broken field.
#include "core/base/fieldlimits.h"
#include "core/io/modeldb.h"
#include "core/io/scenarioio.h"

#include <QTest>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

using namespace rooflab;

namespace {

// The fields of one valid preset (GPT-2 small); the malformed cases replace or drop one.
const std::pair<const char*, const char*> kValidFields[] = {
    {"id", R"("id": "toy")"},
    {"description", R"("description": "Toy model")"},
    {"teaching", R"("teaching": false)"},
    {"layers", R"("layers": 12)"},
    {"d_model", R"("d_model": 768)"},
    {"heads", R"("heads": 12)"},
    {"kv_heads", R"("kv_heads": 12)"},
    {"head_dim", R"("head_dim": 64)"},
    {"d_ff", R"("d_ff": 3072)"},
    {"mlp", R"("mlp": "gelu")"},
    {"vocab", R"("vocab": 50257)"},
    {"positions", R"("positions": 1024)"},
    {"tied_embeddings", R"("tied_embeddings": true)"},
    {"biases", R"("biases": true)"},
    {"norm", R"("norm": "layernorm")"},
};

// The valid preset with field `key` replaced by `replacement` ("" removes it).
std::string preset(const char* key = "", const char* replacement = "") {
    std::string entry;
    for (const auto& [name, text] : kValidFields) {
        const char* use = std::string(name) == key ? replacement : text;
        if (*use == '\0')
            continue;
        entry += (entry.empty() ? "{" : ", ") + std::string(use);
    }
    return entry + "}";
}

std::string document(const std::string& models) {
    return R"({"version": 1, "models": [)" + models + "]}";
}

} // namespace

class TestModelDb : public QObject {
    Q_OBJECT

private slots:
    void sizeOnlyCountIsTheShapesCount();
    void sizeOnlyWidthIsTheBisectionsWidth();
    void builtinPresets_data();
    void builtinPresets();
    void publishedShapes_data();
    void publishedShapes();
    void parameterCounts_data();
    void parameterCounts();
    void teachingModels();
    void customDocumentParses();
    void malformed_data();
    void malformed();
    void everyErrorReported();
    void sameLimitsAsScenarioFiles_data();
    void sameLimitsAsScenarioFiles();
};

void TestModelDb::builtinPresets_data() {
    QTest::addColumn<QString>("id");
    for (const char* id : {"gpt2-124m", "gpt2-355m", "gpt2-774m", "gpt2-1.5b", "gpt3-175b", "llama2-7b", "llama2-13b",
                           "llama2-70b", "llama3-8b", "llama3-70b", "llama3-405b", "mistral-7b", "chinchilla-70b",
                           "opt-13b", "teach-tiny", "teach-small"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestModelDb::builtinPresets() {
    QFETCH(QString, id);
    const ModelPreset* model = ModelDb::builtin().find(id.toStdString());
    QVERIFY2(model != nullptr, qPrintable(id + " missing from resources/models.json"));
    QCOMPARE(model->id, id.toStdString());
    QVERIFY(!model->description.empty());
    QCOMPARE(validateArchitecture(model->arch), std::string());
    // head_dim = d_model / heads for every shipped preset.
    QCOMPARE(model->arch.headDim * model->arch.heads, model->arch.dModel);
    QVERIFY(model->arch.heads % model->arch.kvHeads == 0);
}

void TestModelDb::publishedShapes_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("dFf");
    QTest::addColumn<qint64>("vocab");
    QTest::addColumn<int>("positions");
    QTest::addColumn<bool>("swiglu");
    QTest::addColumn<bool>("tied");

    QTest::newRow("gpt2-124m") << "gpt2-124m" << 12 << 768 << 12 << 12 << 3072 << qint64(50257) << 1024 << false
                               << true;
    QTest::newRow("gpt2-1.5b") << "gpt2-1.5b" << 48 << 1600 << 25 << 25 << 6400 << qint64(50257) << 1024 << false
                               << true;
    QTest::newRow("gpt3-175b") << "gpt3-175b" << 96 << 12288 << 96 << 96 << 49152 << qint64(50257) << 2048 << false
                               << true;
    QTest::newRow("llama2-7b") << "llama2-7b" << 32 << 4096 << 32 << 32 << 11008 << qint64(32000) << 0 << true << false;
    QTest::newRow("llama2-70b") << "llama2-70b" << 80 << 8192 << 64 << 8 << 28672 << qint64(32000) << 0 << true
                                << false;
    QTest::newRow("llama3-8b") << "llama3-8b" << 32 << 4096 << 32 << 8 << 14336 << qint64(128256) << 0 << true << false;
    QTest::newRow("llama3-405b") << "llama3-405b" << 126 << 16384 << 128 << 8 << 53248 << qint64(128256) << 0 << true
                                 << false;
    QTest::newRow("chinchilla-70b") << "chinchilla-70b" << 80 << 8192 << 64 << 64 << 32768 << qint64(32000) << 0
                                    << false << false;
    QTest::newRow("opt-13b") << "opt-13b" << 40 << 5120 << 40 << 40 << 20480 << qint64(50272) << 2048 << false << true;
}

void TestModelDb::publishedShapes() {
    QFETCH(QString, id);
    QFETCH(int, layers);
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, dFf);
    QFETCH(qint64, vocab);
    QFETCH(int, positions);
    QFETCH(bool, swiglu);
    QFETCH(bool, tied);
    const ModelPreset* model = ModelDb::builtin().find(id.toStdString());
    QVERIFY(model != nullptr);
    const Architecture& a = model->arch;
    QCOMPARE(a.layers, layers);
    QCOMPARE(a.dModel, dModel);
    QCOMPARE(a.heads, heads);
    QCOMPARE(a.kvHeads, kvHeads);
    QCOMPARE(a.dFf, dFf);
    QCOMPARE(qint64(a.vocab), vocab);
    QCOMPARE(a.learnedPositions, positions);
    QCOMPARE(a.mlp == MlpKind::SwiGlu, swiglu);
    QCOMPARE(a.norm == NormKind::RmsNorm, swiglu || id == "chinchilla-70b");
    QCOMPARE(a.tiedEmbeddings, tied);
    QCOMPARE(a.biases, id.startsWith("gpt") || id.startsWith("opt"));
    QVERIFY(!a.isMoe());
}

void TestModelDb::parameterCounts_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("total");

    // Exact counts of the released checkpoints (sum of tensor sizes).
    QTest::newRow("gpt2-124m") << "gpt2-124m" << qint64(124'439'808);
    QTest::newRow("gpt2-355m") << "gpt2-355m" << qint64(354'823'168);
    QTest::newRow("gpt2-774m") << "gpt2-774m" << qint64(774'030'080);
    QTest::newRow("gpt2-1.5b") << "gpt2-1.5b" << qint64(1'557'611'200);
    QTest::newRow("llama2-7b") << "llama2-7b" << qint64(6'738'415'616);
    QTest::newRow("llama2-13b") << "llama2-13b" << qint64(13'015'864'320);
    QTest::newRow("llama2-70b") << "llama2-70b" << qint64(68'976'648'192);
    QTest::newRow("llama3-8b") << "llama3-8b" << qint64(8'030'261'248);
    QTest::newRow("llama3-70b") << "llama3-70b" << qint64(70'553'706'496);
    QTest::newRow("llama3-405b") << "llama3-405b" << qint64(405'853'388'800);
    QTest::newRow("mistral-7b") << "mistral-7b" << qint64(7'241'732'096);
    // The checkpoint has 12,853,473,280: its position table has 2 extra offset rows (2 x 5120).
    QTest::newRow("opt-13b") << "opt-13b" << qint64(12'853'473'280 - 2 * 5120);
}

void TestModelDb::parameterCounts() {
    QFETCH(QString, id);
    QFETCH(qint64, total);
    const ModelPreset* model = ModelDb::builtin().find(id.toStdString());
    QVERIFY(model != nullptr);
    const ParameterBreakdown count = countParameters(model->arch);
    QCOMPARE(qint64(count.total), total);
    QCOMPARE(qint64(count.activePerToken), total); // dense models
}

void TestModelDb::teachingModels() {
    int teaching = 0;
    for (const ModelPreset& model : ModelDb::builtin().presets()) {
        if (!model.teaching)
            continue;
        ++teaching;
        QVERIFY2(countParameters(model.arch).total < 200'000'000, model.id.c_str());
    }
    QVERIFY(teaching >= 2);
    QVERIFY(ModelDb::builtin().find("teach-tiny")->teaching);
    QVERIFY(!ModelDb::builtin().find("llama2-7b")->teaching);
}

void TestModelDb::customDocumentParses() {
    ModelDb db;
    std::string error;
    QVERIFY2(ModelDb::parse(document(preset()), db, error), error.c_str());
    QVERIFY(error.empty());
    QCOMPARE(db.presets().size(), std::size_t(1));
    QCOMPARE(qint64(countParameters(db.find("toy")->arch).total), qint64(124'439'808));

    // Optional fields: kv_heads defaults to heads, head_dim to d_model / heads.
    std::string minimal = preset("kv_heads", "");
    minimal = document(minimal.replace(minimal.find(R"("head_dim": 64, )"), 16, ""));
    QVERIFY2(ModelDb::parse(minimal, db, error), error.c_str());
    QCOMPARE(db.find("toy")->arch.kvHeads, 12);
    QCOMPARE(db.find("toy")->arch.headDim, 64);
}

void TestModelDb::malformed_data() {
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expected"); // a substring the error must contain
    auto row = [](const char* name, const std::string& json, const char* expected) {
        QTest::newRow(name) << QString::fromStdString(json) << QString::fromLatin1(expected);
    };

    row("missing id", document(preset("id")), "models[0].id: missing");
    row("missing id in second entry", document(preset() + "," + preset("id")), "models[1].id: missing");
    row("layers as string", document(preset("layers", R"("layers": "12")")),
        "models[0].layers: expected an integer, got \"12\"");
    row("layers fractional", document(preset("layers", R"("layers": 12.5)")), "models[0].layers");
    row("negative d_model", document(preset("d_model", R"("d_model": -768)")), "models[0].d_model");
    row("zero heads", document(preset("heads", R"("heads": 0)")), "models[0].heads");
    row("zero kv_heads", document(preset("kv_heads", R"("kv_heads": 0)")), "models[0].kv_heads");
    row("unknown mlp", document(preset("mlp", R"("mlp": "relu")")), "models[0].mlp: unknown value \"relu\"");
    row("unknown norm", document(preset("norm", R"("norm": "batchnorm")")), "models[0].norm");
    row("tied as number", document(preset("tied_embeddings", R"("tied_embeddings": 1)")),
        "models[0].tied_embeddings: expected true or false");
    row("vocab missing", document(preset("vocab")), "models[0].vocab: missing");
    row("misspelt field", document(preset("d_ff", R"("dff": 3072)")), "models[0].dff: unknown field");
    row("duplicate id", document(preset() + "," + preset()), "models[1].id: duplicate");
    row("entry not an object", document("[]"), "models[0]: expected an object");
    row("models not an array", R"({"version": 1, "models": "all"})", "models: expected an array");
    row("models missing", R"({"version": 1})", "models: missing");
    row("version missing", R"({"models": []})", "version: missing");
    row("truncated JSON", document(preset()).substr(0, 80), "invalid JSON");
}

void TestModelDb::malformed() {
    QFETCH(QString, json);
    QFETCH(QString, expected);
    ModelDb db;
    std::string error;
    QVERIFY2(!ModelDb::parse(json.toStdString(), db, error), qPrintable(json));
    const QString message = QString::fromStdString(error);
    QVERIFY2(message.contains(expected), qPrintable("error was: " + message));
    QVERIFY(db.presets().empty());
}

// A broken entry lists all of its problems, each naming its field, not just the first.
void TestModelDb::everyErrorReported() {
    ModelDb db;
    std::string error;
    const std::string broken = preset("layers", "\"layers\": 0, \"d_modell\": 4");
    QVERIFY(!ModelDb::parse(document(broken + "," + preset("heads", "\"heads\": \"twelve\"")), db, error));
    const QString message = QString::fromStdString(error);
    QVERIFY2(message.contains(QStringLiteral("models[0].layers: must be between 1 and")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("models[0].d_modell: unknown field")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("models[1].heads: expected an integer")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("models[1].id: duplicate id")), qPrintable(message));
    QCOMPARE(message.count(QLatin1Char('\n')), 3);
}

// One table of limits (core/base/fieldlimits.h): a value beyond a field's range is refused with the
// same words by the model database and by a scenario file's explicit architecture.
void TestModelDb::sameLimitsAsScenarioFiles_data() {
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("tooLarge");
    QTest::newRow("layers") << "layers" << limits::layers.max + 1;
    QTest::newRow("d_model") << "d_model" << limits::dModel.max + 1;
    QTest::newRow("heads") << "heads" << limits::heads.max + 1;
    QTest::newRow("d_ff") << "d_ff" << limits::dFf.max + 1;
    QTest::newRow("vocab") << "vocab" << limits::vocab.max + 1;
}

void TestModelDb::sameLimitsAsScenarioFiles() {
    QFETCH(QString, key);
    QFETCH(double, tooLarge);
    const std::string name = key.toStdString();
    const std::string field = "\"" + name + "\": " + std::to_string(std::int64_t(tooLarge));
    ModelDb db;
    std::string error;
    QVERIFY(!ModelDb::parse(document(preset(name.c_str(), field.c_str())), db, error));
    const std::string prefix = "models[0]." + name + ": ";
    const auto fromDb = QString::fromStdString(error.substr(error.find(prefix) + prefix.size()));

    const ScenarioParseResult parsed =
        parseScenario("{\"version\": 1, \"model\": {\"layers\": 12, \"d_model\": 768, \"heads\": 12, \"d_ff\": 3072, "
                      "\"vocab\": 50257, " +
                      field + "}}");
    QString fromScenario;
    for (const std::string& e : parsed.errors)
        if (e.rfind("model." + name + ": ", 0) == 0)
            fromScenario = QString::fromStdString(e.substr(name.size() + 8));
    QVERIFY2(fromDb.startsWith(QStringLiteral("must be between")), qPrintable(fromDb));
    QCOMPARE(fromScenario, fromDb.section(QLatin1Char('\n'), 0, 0));
}

void TestModelDb::sizeOnlyCountIsTheShapesCount() {
    // The closed form the fit searches use agrees with countParameters at every width the
    // size-only search can pick, and the shape it picks for a size has that count.
    for (int units = 1; units <= 4096; ++units) {
        const Architecture a = sizeOnlyArchitecture(double(sizeOnlyParameterCount(units * 128)));
        QCOMPARE(a.dModel, units * 128);
        QCOMPARE(sizeOnlyParameterCount(units * 128), countParameters(a).total);
    }
    // Llama-2-7B's width: 4096 -> 32 layers of 4096 with d_ff 11008: 6.74B.
    QCOMPARE(sizeOnlyArchitecture(7e9).dModel, 4096);
}

void TestModelDb::sizeOnlyWidthIsTheBisectionsWidth() {
    // sizeOnlyArchitecture starts next to the answer; the width it picks is the one a bisection
    // over all 4096 widths picks (the first whose count reaches the target, or the one below it
    // when that is closer in log space), for sizes across and beyond the accepted range.
    const auto bisected = [](double params) {
        const double target = std::max(params, 1.0);
        int lo = 1, hi = 1 << 12;
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (double(sizeOnlyParameterCount(mid * 128)) < target)
                lo = mid + 1;
            else
                hi = mid;
        }
        if (lo > 1) {
            const double above = double(sizeOnlyParameterCount(lo * 128));
            const double below = double(sizeOnlyParameterCount((lo - 1) * 128));
            if (std::abs(std::log(below / target)) < std::abs(std::log(above / target)))
                return (lo - 1) * 128;
        }
        return lo * 128;
    };
    std::vector<double> sizes{0, 1, 1e5, 1e15, 1e16, 1e17, 1e300, std::numeric_limits<double>::infinity()};
    for (double exponent = 0; exponent <= 17; exponent += 1.0 / 64)
        sizes.push_back(std::pow(10.0, exponent));
    for (int units = 1; units <= 4096; ++units)
        for (double offset : {-1.0, 1.0})
            sizes.push_back(double(sizeOnlyParameterCount(units * 128)) + offset);
    for (double params : sizes)
        QVERIFY2(sizeOnlyArchitecture(params).dModel == bisected(params), qPrintable(QString::number(params, 'g', 17)));
}

QTEST_APPLESS_MAIN(TestModelDb)
#include "tst_modeldb.moc"
