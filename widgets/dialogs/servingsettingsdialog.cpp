#include "widgets/dialogs/servingsettingsdialog.h"

#include "core/base/fieldlimits.h"
#include "core/io/modeldb.h"
#include "document/format.h"
#include "document/memorystacks.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

enum LoadKind { ClosedLoop, OpenLoop };
enum SpeculativeMethod { NoSpeculation, NGram, DraftModel };
constexpr int kEngineDefault = -1; // cuda_graphs unset

// A spin box for a count. With `unsettable`, a value below the limit's minimum is the key left
// out of the scenario ("engine default"): the box's minimum, shown as that text.
QSpinBox* countSpin(QWidget* parent, const QString& objectName, FieldLimit limit, bool unsettable) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(int(limit.min) - (unsettable ? 1 : 0), int(limit.max));
    spin->setKeyboardTracking(false); // one edit when the typing is done, not one per digit
    spin->setGroupSeparatorShown(true);
    return spin;
}

// A spin box for a number shown as `scale` times the scenario's value (a share as a percentage,
// seconds as milliseconds); with `unsettable`, 0 is the key left out.
QDoubleSpinBox* numberSpin(QWidget* parent, const QString& objectName, FieldLimit limit, double scale, int decimals) {
    auto* spin = new QDoubleSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setDecimals(decimals);
    // A limit above an exclusive 0 starts at the smallest step the box can show.
    const double min = limit.minExclusive ? std::max(limit.smallestNonZero, std::pow(10.0, -decimals)) : limit.min;
    spin->setRange(min * scale, limit.max * scale);
    spin->setKeyboardTracking(false);
    spin->setGroupSeparatorShown(true);
    return spin;
}

std::optional<std::int64_t> unlessUnset(int value, const QSpinBox* spin) {
    return value == spin->minimum() ? std::nullopt : std::optional<std::int64_t>(value);
}

std::optional<double> unlessZero(double value) {
    return value > 0 ? std::optional<double>(value) : std::nullopt;
}

// The engine verifies a draft's tokens by their ids: a draft must share the model's vocabulary
// (the scenario check refuses another, core/model/servingvalidation.cpp).
bool canDraftFor(const ModelPreset& preset, const Architecture& target) {
    return preset.arch.vocab == target.vocab;
}

// The draft the "draft model" method starts with: the smallest preset that can draft for the
// target, a teaching model only when nothing else can.
const ModelPreset* defaultDraft(const Architecture& target) {
    const ModelPreset* best = nullptr;
    const auto better = [](const ModelPreset& a, const ModelPreset* b) {
        if (a.teaching != b->teaching)
            return !a.teaching;
        return countParameters(a.arch).total < countParameters(b->arch).total;
    };
    for (const ModelPreset& preset : ModelDb::builtin().presets())
        if (canDraftFor(preset, target) && (!best || better(preset, best)))
            best = &preset;
    return best;
}

// "Llama 3 8B (8.03B)", as the control panel's model list names a preset.
QString presetText(const ModelPreset& preset) {
    return QStringLiteral("%1 (%2)").arg(QString::fromStdString(preset.displayName()),
                                         format::count(double(countParameters(preset.arch).total)));
}

} // namespace

ServingSettingsDialog::ServingSettingsDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("servingSettingsDialog"));
    setModal(false);
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    // Two columns, so that the form fits a 768-pixel-high screen; the tab order runs down the
    // left column, then down the right, as the widgets are made.
    auto* columns = new QHBoxLayout;
    auto* left = new QVBoxLayout;
    auto* right = new QVBoxLayout;
    for (QGroupBox* group : {buildLoad(), buildEngineLimits(), buildTargets()})
        left->addWidget(group);
    for (QGroupBox* group : {buildSpeculative(), buildDisaggregation(), buildMixtureOfExperts()})
        right->addWidget(group);
    left->addStretch(1);
    right->addStretch(1);
    columns->addLayout(left);
    columns->addLayout(right);
    layout->addLayout(columns);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    retranslate();
}

void ServingSettingsDialog::addRow(QFormLayout* form, QWidget* field) {
    auto* label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    m_labels.insert(field, label);
    form->addRow(label, field);
}

QGroupBox* ServingSettingsDialog::buildLoad() {
    m_loadGroup = new QGroupBox(this);
    auto* form = new QFormLayout(m_loadGroup);
    m_loadKind = new QComboBox(m_loadGroup);
    m_loadKind->setObjectName(QStringLiteral("servingLoadKind"));
    m_loadKind->addItem(QString(), ClosedLoop);
    m_loadKind->addItem(QString(), OpenLoop);
    addRow(form, m_loadKind);
    // The scenario takes one load: choosing the other kind replaces the first with the value
    // its box shows (the load the report found, so the switch keeps about the same traffic).
    connect(m_loadKind, &QComboBox::currentIndexChanged, this, [this] {
        const bool closed = m_loadKind->currentData().toInt() == ClosedLoop;
        const std::int64_t concurrency = closed ? m_concurrency->value() : 0;
        const double rate = closed ? 0.0 : m_requestRate->value();
        edit(m_loadKind, [concurrency, rate](ServingConfig& c) {
            c.concurrency = concurrency;
            c.requestRate = rate;
        });
    });
    m_concurrency = countSpin(m_loadGroup, QStringLiteral("servingConcurrency"), limits::servingConcurrency, false);
    addRow(form, m_concurrency);
    connect(m_concurrency, &QSpinBox::valueChanged, this, [this](int v) {
        edit(m_concurrency, [v](ServingConfig& c) {
            c.concurrency = v;
            c.requestRate = 0;
        });
    });
    m_requestRate = numberSpin(m_loadGroup, QStringLiteral("servingRequestRate"), limits::requestRate, 1, 3);
    m_requestRate->setValue(1); // until a report gives the rate the closed loop reaches
    addRow(form, m_requestRate);
    connect(m_requestRate, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(m_requestRate, [v](ServingConfig& c) {
            c.requestRate = v;
            c.concurrency = 0;
        });
    });
    m_prefixCacheHit = numberSpin(m_loadGroup, QStringLiteral("servingPrefixCacheHit"), limits::prefixCacheHit, 100, 1);
    addRow(form, m_prefixCacheHit);
    connect(m_prefixCacheHit, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit(m_prefixCacheHit, [v](ServingConfig& c) { c.prefixCacheHit = v / 100; }); });
    m_streaming = new QCheckBox(m_loadGroup);
    m_streaming->setObjectName(QStringLiteral("servingStreaming"));
    form->addRow(m_streaming);
    connect(m_streaming, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_streaming, [on](ServingConfig& c) { c.streaming = on; }); });
    m_fixedLengths = new QCheckBox(m_loadGroup);
    m_fixedLengths->setObjectName(QStringLiteral("servingFixedLengths"));
    form->addRow(m_fixedLengths);
    connect(m_fixedLengths, &QCheckBox::toggled, this,
            [this](bool on) { edit(m_fixedLengths, [on](ServingConfig& c) { c.fixedLengths = on; }); });
    return m_loadGroup;
}

QGroupBox* ServingSettingsDialog::buildEngineLimits() {
    m_engineGroup = new QGroupBox(this);
    auto* form = new QFormLayout(m_engineGroup);
    m_engineVersion = new QLineEdit(m_engineGroup);
    m_engineVersion->setObjectName(QStringLiteral("servingEngineVersion"));
    // A release number as the scenario check takes it ("0.6.0", "v0.10.1"), or empty.
    m_engineVersion->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("(v?\\d+(\\.\\d+)*)?")), m_engineVersion));
    addRow(form, m_engineVersion);
    connect(m_engineVersion, &QLineEdit::editingFinished, this, [this] {
        const std::string version = m_engineVersion->text().trimmed().toStdString();
        if (m_scenario.serving && version != m_scenario.serving->engineVersion)
            edit(m_engineVersion, [version](ServingConfig& c) { c.engineVersion = version; });
    });
    m_maxNumSeqs = countSpin(m_engineGroup, QStringLiteral("servingMaxNumSeqs"), limits::numSeqs, true);
    addRow(form, m_maxNumSeqs);
    connect(m_maxNumSeqs, &QSpinBox::valueChanged, this, [this](int v) {
        const auto seqs = unlessUnset(v, m_maxNumSeqs);
        edit(m_maxNumSeqs, [seqs](ServingConfig& c) { c.maxNumSeqs = seqs; });
    });
    m_maxNumBatchedTokens =
        countSpin(m_engineGroup, QStringLiteral("servingMaxNumBatchedTokens"), limits::batchedTokens, true);
    addRow(form, m_maxNumBatchedTokens);
    connect(m_maxNumBatchedTokens, &QSpinBox::valueChanged, this, [this](int v) {
        const auto tokens = unlessUnset(v, m_maxNumBatchedTokens);
        edit(m_maxNumBatchedTokens, [tokens](ServingConfig& c) { c.maxNumBatchedTokens = tokens; });
    });
    m_cudaGraphs = new QComboBox(m_engineGroup);
    m_cudaGraphs->setObjectName(QStringLiteral("servingCudaGraphs"));
    for (const int data : {kEngineDefault, 1, 0})
        m_cudaGraphs->addItem(QString(), data);
    addRow(form, m_cudaGraphs);
    connect(m_cudaGraphs, &QComboBox::currentIndexChanged, this, [this] {
        const int data = m_cudaGraphs->currentData().toInt();
        edit(m_cudaGraphs, [data](ServingConfig& c) {
            c.cudaGraphs = data == kEngineDefault ? std::nullopt : std::optional<bool>(data == 1);
        });
    });
    m_schedulerSteps = countSpin(m_engineGroup, QStringLiteral("servingSchedulerSteps"), limits::schedulerSteps, false);
    addRow(form, m_schedulerSteps);
    connect(m_schedulerSteps, &QSpinBox::valueChanged, this,
            [this](int v) { edit(m_schedulerSteps, [v](ServingConfig& c) { c.schedulerSteps = v; }); });
    return m_engineGroup;
}

QGroupBox* ServingSettingsDialog::buildTargets() {
    m_targetsGroup = new QGroupBox(this);
    auto* form = new QFormLayout(m_targetsGroup);
    // In milliseconds, as the engines' benchmarks print them; 0 ("none") leaves the key out.
    FieldLimit targetLimit = limits::sloSeconds;
    targetLimit.minExclusive = false;
    m_ttftTarget = numberSpin(m_targetsGroup, QStringLiteral("servingTtftTarget"), targetLimit, 1000, 1);
    addRow(form, m_ttftTarget);
    connect(m_ttftTarget, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        const auto slo = unlessZero(ms / 1000);
        edit(m_ttftTarget, [slo](ServingConfig& c) { c.ttftSlo = slo; });
    });
    m_tpotTarget = numberSpin(m_targetsGroup, QStringLiteral("servingTpotTarget"), targetLimit, 1000, 1);
    addRow(form, m_tpotTarget);
    connect(m_tpotTarget, &QDoubleSpinBox::valueChanged, this, [this](double ms) {
        const auto slo = unlessZero(ms / 1000);
        edit(m_tpotTarget, [slo](ServingConfig& c) { c.tpotSlo = slo; });
    });
    return m_targetsGroup;
}

QGroupBox* ServingSettingsDialog::buildSpeculative() {
    m_speculativeGroup = new QGroupBox(this);
    auto* form = new QFormLayout(m_speculativeGroup);
    m_speculativeMethod = new QComboBox(m_speculativeGroup);
    m_speculativeMethod->setObjectName(QStringLiteral("servingSpeculativeMethod"));
    for (const int method : {NoSpeculation, NGram, DraftModel})
        m_speculativeMethod->addItem(QString(), method);
    addRow(form, m_speculativeMethod);
    connect(m_speculativeMethod, &QComboBox::currentIndexChanged, this, [this] {
        const int method = m_speculativeMethod->currentData().toInt();
        SpeculativeConfig speculative;
        speculative.draftTokens = m_draftTokens->value();
        speculative.acceptance = m_acceptance->value() / 100;
        speculative.draftModel = method == DraftModel ? chosenDraftModel() : nullptr;
        const auto config = method == NoSpeculation ? std::nullopt : std::optional(speculative);
        edit(m_speculativeMethod, [config](ServingConfig& c) { c.speculative = config; });
    });
    m_draftTokens = countSpin(m_speculativeGroup, QStringLiteral("servingDraftTokens"), limits::draftTokens, false);
    addRow(form, m_draftTokens);
    connect(m_draftTokens, &QSpinBox::valueChanged, this, [this](int v) {
        edit(m_draftTokens, [v](ServingConfig& c) {
            if (c.speculative)
                c.speculative->draftTokens = v;
        });
    });
    m_acceptance = numberSpin(m_speculativeGroup, QStringLiteral("servingAcceptance"), limits::acceptanceRate, 100, 1);
    addRow(form, m_acceptance);
    connect(m_acceptance, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(m_acceptance, [v](ServingConfig& c) {
            if (c.speculative)
                c.speculative->acceptance = v / 100;
        });
    });
    m_draftModel = new QComboBox(m_speculativeGroup);
    m_draftModel->setObjectName(QStringLiteral("servingDraftModel"));
    m_draftModel->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_draftModel->setMinimumContentsLength(18); // refreshDraftModels() lists the presets
    addRow(form, m_draftModel);
    connect(m_draftModel, &QComboBox::currentIndexChanged, this, [this] {
        const auto draft = chosenDraftModel();
        if (!draft)
            return; // the scenario's own draft architecture, shown as it is
        edit(m_draftModel, [draft](ServingConfig& c) {
            if (c.speculative)
                c.speculative->draftModel = draft;
        });
    });
    return m_speculativeGroup;
}

QSpinBox*
ServingSettingsDialog::addPoolCount(QFormLayout* form, const QString& objectName, FieldLimit limit,
                                    std::function<void(DisaggregationConfig&, std::optional<std::int64_t>)> set) {
    // Each field is optional in the file: the box's minimum is the key left out.
    QSpinBox* spin = countSpin(m_disaggregation, objectName, limit, true);
    addRow(form, spin);
    connect(spin, &QSpinBox::valueChanged, this, [this, spin, set](int v) {
        const auto value = unlessUnset(v, spin);
        edit(spin, [value, set](ServingConfig& c) {
            if (c.disaggregation)
                set(*c.disaggregation, value);
        });
    });
    return spin;
}

std::shared_ptr<const ModelSpec> ServingSettingsDialog::chosenDraftModel() const {
    const ModelPreset* preset = ModelDb::builtin().find(m_draftModel->currentData().toString().toStdString());
    return preset ? std::make_shared<const ModelSpec>(ModelSpec::fromArchitecture(preset->arch, preset->id)) : nullptr;
}

QGroupBox* ServingSettingsDialog::buildDisaggregation() {
    m_disaggregation = new QGroupBox(this);
    m_disaggregation->setObjectName(QStringLiteral("servingDisaggregation"));
    m_disaggregation->setCheckable(true);
    auto* form = new QFormLayout(m_disaggregation);
    connect(m_disaggregation, &QGroupBox::toggled, this, [this](bool on) {
        DisaggregationConfig d;
        d.prefillInstances = unlessUnset(m_prefillInstances->value(), m_prefillInstances);
        d.decodeInstances = unlessUnset(m_decodeInstances->value(), m_decodeInstances);
        d.prefillTp = unlessUnset(m_prefillTp->value(), m_prefillTp);
        d.decodeTp = unlessUnset(m_decodeTp->value(), m_decodeTp);
        d.kvTransferGbps = unlessZero(m_kvTransfer->value());
        const auto config = on ? std::optional(d) : std::nullopt;
        edit(m_disaggregation, [config](ServingConfig& c) { c.disaggregation = config; });
    });
    using Count = std::optional<std::int64_t>;
    m_prefillInstances = addPoolCount(form, QStringLiteral("servingPrefillInstances"), limits::poolInstances,
                                      [](DisaggregationConfig& d, Count n) { d.prefillInstances = n; });
    m_decodeInstances = addPoolCount(form, QStringLiteral("servingDecodeInstances"), limits::poolInstances,
                                     [](DisaggregationConfig& d, Count n) { d.decodeInstances = n; });
    const auto tp = [](Count n) { return n ? std::optional<int>(int(*n)) : std::nullopt; };
    m_prefillTp = addPoolCount(form, QStringLiteral("servingPrefillTp"), limits::tensorParallel,
                               [tp](DisaggregationConfig& d, Count n) { d.prefillTp = tp(n); });
    m_decodeTp = addPoolCount(form, QStringLiteral("servingDecodeTp"), limits::tensorParallel,
                              [tp](DisaggregationConfig& d, Count n) { d.decodeTp = tp(n); });
    FieldLimit kvLimit = limits::kvTransferGBps;
    kvLimit.minExclusive = false; // 0: the inter-node network's bandwidth
    m_kvTransfer = numberSpin(m_disaggregation, QStringLiteral("servingKvTransfer"), kvLimit, 1, 3);
    addRow(form, m_kvTransfer);
    connect(m_kvTransfer, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const auto gbps = unlessZero(v);
        edit(m_kvTransfer, [gbps](ServingConfig& c) {
            if (c.disaggregation)
                c.disaggregation->kvTransferGbps = gbps;
        });
    });
    return m_disaggregation;
}

QGroupBox* ServingSettingsDialog::buildMixtureOfExperts() {
    m_moeGroup = new QGroupBox(this);
    auto* layout = new QVBoxLayout(m_moeGroup);
    m_expertParallel = new QCheckBox(m_moeGroup);
    m_expertParallel->setObjectName(QStringLiteral("servingExpertParallel"));
    m_dataParallelAttention = new QCheckBox(m_moeGroup);
    m_dataParallelAttention->setObjectName(QStringLiteral("servingDataParallelAttention"));
    layout->addWidget(m_expertParallel);
    layout->addWidget(m_dataParallelAttention);
    connect(m_expertParallel, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_expertParallel, [on](ServingConfig& c) {
            c.expertParallel = on;
            c.dataParallelAttention = c.dataParallelAttention && on; // needs expert parallelism
        });
    });
    connect(m_dataParallelAttention, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_dataParallelAttention, [on](ServingConfig& c) { c.dataParallelAttention = on; });
    });
    return m_moeGroup;
}

ScenarioEdit ServingSettingsDialog::servingEdit(const QWidget* control, std::function<void(ServingConfig&)> change) {
    return ScenarioEdit{[change = std::move(change)](Scenario& s) {
                            if (s.serving)
                                change(*s.serving);
                        },
                        ScenarioEdit::changeText(control->accessibleName()), control->objectName()};
}

void ServingSettingsDialog::edit(QWidget* control, std::function<void(ServingConfig&)> change) {
    if (m_scenario.serving)
        emit editRequested(servingEdit(control, std::move(change)));
}

void ServingSettingsDialog::setData(const Scenario& scenario, const std::optional<ServingReport>& report) {
    m_scenario = scenario;
    m_report = report;
    refresh();
}

void ServingSettingsDialog::refresh() {
    if (!m_scenario.serving)
        return;
    const ServingConfig& c = *m_scenario.serving;
    refreshLoad(c);
    refreshEngineLimits(c);
    refreshTargets(c);
    refreshSpeculative(c);
    refreshDisaggregation(c);
    refreshMixtureOfExperts(c);
}

void ServingSettingsDialog::refreshLoad(const ServingConfig& c) {
    const QSignalBlocker kind(m_loadKind), concurrency(m_concurrency), rate(m_requestRate), prefix(m_prefixCacheHit),
        streaming(m_streaming), fixedLengths(m_fixedLengths);
    m_loadKind->setCurrentIndex(m_loadKind->findData(c.closedLoop() ? ClosedLoop : OpenLoop));
    // The other kind's box shows the load the report found: what switching to it would keep.
    if (c.closedLoop())
        m_concurrency->setValue(int(c.concurrency));
    else if (m_report)
        m_concurrency->setValue(int(std::lround(m_report->concurrency)));
    if (!c.closedLoop())
        m_requestRate->setValue(c.requestRate);
    else if (m_report && m_report->requestsPerS > 0)
        m_requestRate->setValue(m_report->requestsPerS);
    m_concurrency->setEnabled(c.closedLoop());
    m_requestRate->setEnabled(!c.closedLoop());
    m_prefixCacheHit->setValue(c.prefixCacheHit * 100);
    m_streaming->setChecked(c.streaming);
    m_fixedLengths->setChecked(c.fixedLengths);
    // Sizes decide only whether a closed loop's prompts come in waves (core/serving/servingmodel.cpp):
    // elsewhere the box is off and says why; one cleared by hand stays enabled so that it can be set.
    m_fixedLengths->setEnabled((c.closedLoop() && !c.disaggregation) || !c.fixedLengths);
    retranslateLoad(); // the disabled boxes say why
}

void ServingSettingsDialog::refreshEngineLimits(const ServingConfig& c) {
    const QSignalBlocker version(m_engineVersion), seqs(m_maxNumSeqs), tokens(m_maxNumBatchedTokens),
        graphs(m_cudaGraphs), steps(m_schedulerSteps);
    m_engineVersion->setText(QString::fromStdString(c.engineVersion));
    m_maxNumSeqs->setValue(c.maxNumSeqs ? int(*c.maxNumSeqs) : m_maxNumSeqs->minimum());
    m_maxNumBatchedTokens->setValue(c.maxNumBatchedTokens ? int(*c.maxNumBatchedTokens)
                                                          : m_maxNumBatchedTokens->minimum());
    m_cudaGraphs->setCurrentIndex(m_cudaGraphs->findData(c.cudaGraphs ? int(*c.cudaGraphs) : kEngineDefault));
    m_schedulerSteps->setValue(int(c.schedulerSteps));
    retranslateEngineLimits(); // the "engine default" texts name the report's values
}

void ServingSettingsDialog::refreshTargets(const ServingConfig& c) {
    const QSignalBlocker ttft(m_ttftTarget), tpot(m_tpotTarget);
    m_ttftTarget->setValue(c.ttftSlo.value_or(0) * 1000);
    m_tpotTarget->setValue(c.tpotSlo.value_or(0) * 1000);
}

void ServingSettingsDialog::refreshSpeculative(const ServingConfig& c) {
    const QSignalBlocker method(m_speculativeMethod), tokens(m_draftTokens), acceptance(m_acceptance),
        draft(m_draftModel);
    const std::optional<SpeculativeConfig>& s = c.speculative;
    m_speculativeMethod->setCurrentIndex(m_speculativeMethod->findData(!s              ? NoSpeculation
                                                                       : s->draftModel ? DraftModel
                                                                                       : NGram));
    const SpeculativeConfig shown = s.value_or(SpeculativeConfig{});
    m_draftTokens->setValue(shown.draftTokens);
    m_acceptance->setValue(shown.acceptance * 100);
    refreshDraftModels(shown.draftModel.get());
    m_draftTokens->setEnabled(s.has_value());
    m_acceptance->setEnabled(s.has_value());
    m_draftModel->setEnabled(s && s->draftModel);
    retranslateSpeculative(); // the disabled fields say why
}

void ServingSettingsDialog::refreshDraftModels(const ModelSpec* draft) {
    // The presets that can draft for the scenario's model, and a draft architecture of the
    // file's own (not a preset) as the scenario's.
    m_draftModel->clear();
    const Architecture& target = m_scenario.model.arch;
    for (const ModelPreset& preset : ModelDb::builtin().presets())
        if (canDraftFor(preset, target))
            m_draftModel->addItem(presetText(preset), QString::fromStdString(preset.id));
    QString id;
    if (draft && !ModelDb::builtin().find(draft->presetId))
        m_draftModel->insertItem(0, tr("%1 (the scenario's)").arg(modelLabel(*draft)), QString());
    else if (draft)
        id = QString::fromStdString(draft->presetId);
    else if (const ModelPreset* preset = defaultDraft(target))
        id = QString::fromStdString(preset->id);
    m_draftModel->setCurrentIndex(std::max(0, m_draftModel->findData(id)));
    // Without a preset of the model's vocabulary there is no draft to choose.
    if (auto* items = qobject_cast<QStandardItemModel*>(m_speculativeMethod->model()))
        items->item(m_speculativeMethod->findData(DraftModel))->setEnabled(m_draftModel->count() > 0);
}

void ServingSettingsDialog::refreshDisaggregation(const ServingConfig& c) {
    const QSignalBlocker group(m_disaggregation), prefill(m_prefillInstances), decode(m_decodeInstances),
        prefillTp(m_prefillTp), decodeTp(m_decodeTp), kv(m_kvTransfer);
    m_disaggregation->setChecked(c.disaggregation.has_value());
    const DisaggregationConfig d = c.disaggregation.value_or(DisaggregationConfig{});
    m_prefillInstances->setValue(int(d.prefillInstances.value_or(m_prefillInstances->minimum())));
    m_decodeInstances->setValue(int(d.decodeInstances.value_or(m_decodeInstances->minimum())));
    m_prefillTp->setValue(d.prefillTp.value_or(m_prefillTp->minimum()));
    m_decodeTp->setValue(d.decodeTp.value_or(m_decodeTp->minimum()));
    m_kvTransfer->setValue(d.kvTransferGbps.value_or(0));
    retranslateDisaggregation(); // "as the layout" names the scenario's tensor parallelism
}

void ServingSettingsDialog::refreshMixtureOfExperts(const ServingConfig& c) {
    const QSignalBlocker ep(m_expertParallel), dp(m_dataParallelAttention);
    m_expertParallel->setChecked(c.expertParallel);
    m_dataParallelAttention->setChecked(c.dataParallelAttention);
    // A dense model has no experts to place: the boxes are disabled, and say why. One already set
    // (a hand-edited file) stays enabled, so that it can be cleared.
    const bool moe = m_scenario.model.arch.isMoe();
    m_expertParallel->setEnabled(moe || c.expertParallel);
    // The attention ranks share the experts through expert parallelism: it comes first.
    m_dataParallelAttention->setEnabled((moe && c.expertParallel) || c.dataParallelAttention);
    retranslateMixtureOfExperts();
}

QString ServingSettingsDialog::withWhyOff(const QString& whyOff, const QString& toolTip) {
    return whyOff.isEmpty() ? toolTip : whyOff + QStringLiteral("\n\n") + toolTip;
}

void ServingSettingsDialog::describe(QWidget* control, const QString& label, const QString& toolTip) {
    if (auto* box = qobject_cast<QCheckBox*>(control))
        box->setText(label);
    else if (auto* group = qobject_cast<QGroupBox*>(control))
        group->setTitle(label);
    else if (QLabel* rowLabel = m_labels.value(control))
        rowLabel->setText(label);
    control->setAccessibleName(QString(label).remove(QLatin1Char('&')));
    control->setToolTip(toolTip);
}

void ServingSettingsDialog::retranslate() {
    setWindowTitle(tr("Serving Settings"));
    m_intro->setText(
        tr("The serving block's other keys (docs/scenario-format.md, \"serving\"). Each change is one edit of "
           "the scenario: Undo takes it back."));
    retranslateLoad();
    retranslateEngineLimits();
    m_targetsGroup->setTitle(tr("Targets"));
    for (QDoubleSpinBox* spin : {m_ttftTarget, m_tpotTarget}) {
        spin->setSuffix(tr(" ms"));
        spin->setSpecialValueText(tr("none"));
    }
    describe(m_ttftTarget, tr("&Time to first token"),
             tr("ttft_s: the time to first token aimed at. The summary says whether the load meets it; "
                "none leaves it out."));
    describe(m_tpotTarget, tr("Time per o&utput token"),
             tr("tpot_s: the time between two output tokens aimed at; none leaves it out."));
    retranslateSpeculative();
    retranslateDisaggregation();
    retranslateMixtureOfExperts();
}

void ServingSettingsDialog::retranslateLoad() {
    m_loadGroup->setTitle(tr("Load"));
    m_loadKind->setItemText(m_loadKind->findData(ClosedLoop), tr("closed loop: requests in flight"));
    m_loadKind->setItemText(m_loadKind->findData(OpenLoop), tr("open loop: requests per second"));
    describe(m_loadKind, tr("Load t&ype"),
             tr("A closed loop keeps a number of clients busy, each sending its next request when the last one "
                "ends (concurrency); an open loop sends requests at a rate, whatever the server's pace "
                "(request_rate, Poisson arrivals). A scenario has one of the two."));
    const bool closed = m_loadKind->currentData().toInt() == ClosedLoop;
    describe(m_concurrency, tr("Requests in &flight"),
             withWhyOff(closed ? QString()
                               : tr("The load is an open loop: choose the closed loop under Load type to set it."),
                        tr("concurrency: the clients of the closed loop. Setting it replaces a request rate.")));
    m_requestRate->setSuffix(tr(" requests/s"));
    describe(m_requestRate, tr("Request &rate"),
             withWhyOff(closed ? tr("The load is a closed loop: choose the open loop under Load type to set it.")
                               : QString(),
                        tr("request_rate: requests arriving per second in the open loop. Setting it replaces the "
                           "concurrency.")));
    m_prefixCacheHit->setSuffix(tr(" %"));
    describe(m_prefixCacheHit, tr("Prefix cache &hits"),
             tr("prefix_cache_hit: the share of each prompt found in the prefix cache (a shared system prompt, "
                "earlier turns of a chat); prefill computes only the rest."));
    describe(m_streaming, tr("&Streaming"),
             tr("streaming: each token is sent back as it is generated (chat clients, the engines' serving "
                "benchmarks); off: the whole answer at the end (trtllm-bench, offline runs)."));
    const bool disaggregated = m_scenario.serving && m_scenario.serving->disaggregation;
    const QString fixedLengthsOff =
        !closed ? tr("Only for a closed loop: an open loop's requests arrive one by one whatever their sizes.")
        : disaggregated
            ? tr("Only without disaggregated prefill and decode: its closed loop is modelled in steady state, without waves.")
            : QString();
    describe(
        m_fixedLengths, tr("Fixed request si&zes"),
        withWhyOff(fixedLengthsOff,
                   tr("fixed_lengths: every request has exactly the prompt and output tokens above (a fixed-length "
                      "dataset with ignore_eos, as NVIDIA's NIM benchmarks run), so a closed loop's clients finish "
                      "together and send their next prompts together. Off: the lengths vary as a real dataset's do "
                      "(ShareGPT) around those means, and the prompts come one by one.")));
}

void ServingSettingsDialog::retranslateEngineLimits() {
    m_engineGroup->setTitle(tr("Engine limits"));
    m_engineVersion->setPlaceholderText(tr("current release"));
    describe(m_engineVersion, tr("Engine &version"),
             tr("engine_version, e.g. 0.6.0: chooses the defaults of that release (vLLM before 0.8 runs its V0 "
                "engine). Empty: the engine's current release."));
    // The default the engine applies, as the report found it.
    const auto defaultText = [this](double value) {
        return m_report && value > 0 ? tr("engine default (%1)").arg(format::integer(qlonglong(std::llround(value))))
                                     : tr("engine default");
    };
    m_maxNumSeqs->setSpecialValueText(defaultText(m_report ? m_report->maxNumSeqs : 0));
    describe(m_maxNumSeqs, tr("Max se&quences"),
             tr("max_num_seqs: the most requests one step runs (vLLM --max-num-seqs, SGLang "
                "--max-running-requests, TensorRT-LLM --max_batch_size)."));
    m_maxNumBatchedTokens->setSpecialValueText(defaultText(m_report ? m_report->maxNumBatchedTokens : 0));
    m_maxNumBatchedTokens->setSuffix(tr(" tokens"));
    describe(m_maxNumBatchedTokens, tr("Max &batched tokens"),
             tr("max_num_batched_tokens: the tokens one step may process, prompts' chunks and decodes together "
                "(vLLM --max-num-batched-tokens, SGLang --chunked-prefill-size, TensorRT-LLM --max_num_tokens)."));
    m_cudaGraphs->setItemText(m_cudaGraphs->findData(kEngineDefault),
                              m_report ? (m_report->cudaGraphs ? tr("engine default (on)") : tr("engine default (off)"))
                                       : tr("engine default"));
    m_cudaGraphs->setItemText(m_cudaGraphs->findData(1), tr("on"));
    m_cudaGraphs->setItemText(m_cudaGraphs->findData(0), tr("off"));
    describe(m_cudaGraphs, tr("CUDA &graphs"),
             tr("cuda_graphs: decode steps replayed as CUDA graphs, without a launch per kernel (off: vLLM "
                "--enforce-eager, SGLang --disable-cuda-graph)."));
    describe(m_schedulerSteps, tr("S&cheduler steps"),
             tr("scheduler_steps: decode steps run per scheduling pass (vLLM --num-scheduler-steps, SGLang "
                "--num-continuous-decode-steps); new requests join only between passes."));
}

void ServingSettingsDialog::retranslateSpeculative() {
    m_speculativeGroup->setTitle(tr("Speculative decoding"));
    m_speculativeMethod->setItemText(m_speculativeMethod->findData(NoSpeculation), tr("off"));
    m_speculativeMethod->setItemText(m_speculativeMethod->findData(NGram), tr("n-gram lookup"));
    m_speculativeMethod->setItemText(m_speculativeMethod->findData(DraftModel), tr("draft model"));
    describe(m_speculativeMethod, tr("Specu&lative method"),
             tr("speculative: tokens proposed each step and verified by the model in one pass. An n-gram lookup "
                "in the prompt costs no GPU time; a draft model runs on the same GPUs."));
    const int method = m_speculativeMethod->currentData().toInt();
    const QString noMethod = method == NoSpeculation ? tr("Off: choose a speculative method first.") : QString();
    describe(m_draftTokens, tr("Draft to&kens per step"),
             withWhyOff(noMethod, tr("draft_tokens: the tokens proposed each step.")));
    m_acceptance->setSuffix(tr(" %"));
    describe(m_acceptance, tr("&Acceptance rate"),
             withWhyOff(noMethod, tr("acceptance: the chance that the model accepts each proposed token (Leviathan "
                                     "et al. 2023's alpha).")));
    describe(m_draftModel, tr("Draft &model"),
             withWhyOff(method == DraftModel ? QString() : tr("Only for the draft model method."),
                        tr("draft_model: the small model that proposes the tokens, from the model list: those that "
                           "share the served model's vocabulary, as the engine verifies the draft's tokens by their "
                           "ids.")));
    // The method's draft model entry, disabled where no preset shares the model's vocabulary.
    if (auto* items = qobject_cast<QStandardItemModel*>(m_speculativeMethod->model())) {
        QStandardItem* item = items->item(m_speculativeMethod->findData(DraftModel));
        item->setToolTip(item->isEnabled() ? QString()
                                           : tr("No model in the list shares the vocabulary of %1 (%2 tokens): the "
                                                "engine checks a draft's tokens by their ids.")
                                                 .arg(modelLabel(m_scenario.model),
                                                      format::integer(qlonglong(m_scenario.model.arch.vocab))));
    }
}

void ServingSettingsDialog::retranslateDisaggregation() {
    describe(m_disaggregation, tr("&Disaggregated prefill and decode"),
             tr("disaggregation: prompts run on prefill instances, their KV cache moves to decode instances, "
                "which only decode (DistServe, Zhong et al. 2024)."));
    const QString off = m_disaggregation->isChecked()
                            ? QString()
                            : tr("Off: turn on disaggregated prefill and decode (the group's box) first.");
    for (QSpinBox* spin : {m_prefillInstances, m_decodeInstances})
        spin->setSpecialValueText(tr("best split"));
    const QString layoutTp = tr("as the layout (%1)").arg(m_scenario.parallel.tensorParallel);
    for (QSpinBox* spin : {m_prefillTp, m_decodeTp})
        spin->setSpecialValueText(layoutTp);
    describe(m_prefillInstances, tr("Prefill &instances"),
             withWhyOff(off, tr("prefill_instances; best split: the split of the GPUs that completes the most "
                                "requests per second.")));
    describe(m_decodeInstances, tr("Decode i&nstances"),
             withWhyOff(off, tr("decode_instances; best split: the split of the GPUs that completes the most "
                                "requests per second.")));
    describe(m_prefillTp, tr("Pr&efill tensor parallel"),
             withWhyOff(off, tr("prefill_tp: GPUs of one prefill instance; by default the layout's tensor "
                                "parallelism.")));
    describe(m_decodeTp, tr("Dec&ode tensor parallel"),
             withWhyOff(off, tr("decode_tp: GPUs of one decode instance; by default the layout's tensor "
                                "parallelism.")));
    m_kvTransfer->setSuffix(tr(" GB/s"));
    m_kvTransfer->setSpecialValueText(tr("the network's"));
    describe(m_kvTransfer, tr("KV transfer band&width"),
             withWhyOff(off, tr("kv_transfer_gbps: GB/s per GPU that carry a prompt's KV cache from the prefill to "
                                "the decode instance; by default the inter-node network's.")));
}

void ServingSettingsDialog::retranslateMixtureOfExperts() {
    m_moeGroup->setTitle(tr("Mixture of experts"));
    const bool moe = m_scenario.model.arch.isMoe();
    const QString dense = tr("Only for a mixture-of-experts model: %1 is dense.").arg(modelLabel(m_scenario.model));
    describe(m_expertParallel, tr("E&xpert parallelism"),
             moe ? tr("expert_parallel: the routed experts split whole over the GPUs (vLLM --enable-expert-parallel); "
                      "off: every GPU holds a tensor-parallel slice of each expert.")
                 : dense);
    describe(m_dataParallelAttention, tr("Data-&parallel attention"),
             moe && !m_expertParallel->isChecked()
                 ? tr("Needs expert parallelism: the attention ranks share the experts through it.")
             : moe ? tr("data_parallel_attention: each group of tp GPUs has its own requests, KV cache and attention "
                        "weights, and all share the experts (SGLang --enable-dp-attention).")
                   : dense);
}

void ServingSettingsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace rooflab
