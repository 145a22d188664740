#include "widgets/panels/servingpanel.h"

#include "core/base/fieldlimits.h"
#include "document/format.h"
#include "document/memorystacks.h"
#include "widgets/charts/servingchart.h"
#include "widgets/controls/logslider.h"
#include "widgets/dialogs/servingsettingsdialog.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rooflab {
namespace {

constexpr int kChartPage = 0;
constexpr int kMessagePage = 1;

QSpinBox* tokenSpin(QWidget* parent, const QString& objectName) {
    auto* spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(int(limits::servingTokens.min), int(limits::servingTokens.max));
    spin->setKeyboardTracking(false); // one edit when the typing is done, not one per digit
    spin->setGroupSeparatorShown(true);
    return spin;
}

} // namespace

ServingPanel::ServingPanel(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("servingPanel"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildControls());
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("servingSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);
    m_pages = new QStackedWidget(this);
    m_chart = new ServingChart(m_pages);
    m_chart->setObjectName(QStringLiteral("servingChart"));
    m_chart->setMinimumSize(480, 280);
    m_pages->addWidget(m_chart);
    m_pages->addWidget(buildMessagePage());
    layout->addWidget(m_pages, 1);
    retranslate();
    showWhyNoCurve(); // until a scenario comes
}

QWidget* ServingPanel::buildControls() {
    m_controls = new QWidget(this);
    auto* row = new QHBoxLayout(m_controls);
    row->setContentsMargins(0, 0, 0, 0);
    m_engine = new QComboBox(m_controls);
    m_engine->setObjectName(QStringLiteral("servingEngine"));
    m_engine->addItem(QStringLiteral("vLLM"), int(ServingEngine::Vllm));
    m_engine->addItem(QStringLiteral("SGLang"), int(ServingEngine::Sglang));
    m_engine->addItem(QStringLiteral("TensorRT-LLM"), int(ServingEngine::Trtllm));
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        const auto engine = ServingEngine(m_engine->currentData().toInt());
        editServing(m_engine, [engine](ServingConfig& c) { c.engine = engine; });
    });
    m_input = tokenSpin(m_controls, QStringLiteral("servingInputTokens"));
    connect(m_input, &QSpinBox::valueChanged, this,
            [this](int v) { editServing(m_input, [v](ServingConfig& c) { c.inputTokens = v; }); });
    m_output = tokenSpin(m_controls, QStringLiteral("servingOutputTokens"));
    connect(m_output, &QSpinBox::valueChanged, this,
            [this](int v) { editServing(m_output, [v](ServingConfig& c) { c.outputTokens = v; }); });
    m_concurrency = new LogSlider(m_controls);
    m_concurrency->setObjectNames(QStringLiteral("servingConcurrencySlider"));
    m_concurrency->setRange(1, 4096, LogSlider::Snapping::PowersOfTwo);
    m_concurrency->setTypedRange(limits::servingConcurrency.min, limits::servingConcurrency.max);
    // A concurrency makes the load a closed loop, whatever the scenario's request rate was.
    connect(m_concurrency, &LogSlider::valueChanged, this, [this](double v) {
        editServing(m_concurrency, [v](ServingConfig& c) {
            c.concurrency = std::llround(v);
            c.requestRate = 0;
        });
    });
    m_engineLabel = new QLabel(m_controls);
    m_inputLabel = new QLabel(m_controls);
    m_outputLabel = new QLabel(m_controls);
    m_engineLabel->setBuddy(m_engine);
    m_inputLabel->setBuddy(m_input);
    m_outputLabel->setBuddy(m_output);
    for (auto [label, field] :
         {std::pair<QLabel*, QWidget*>{m_engineLabel, m_engine}, {m_inputLabel, m_input}, {m_outputLabel, m_output}}) {
        row->addWidget(label);
        row->addWidget(field);
        row->addSpacing(8);
    }
    row->addWidget(m_concurrency, 1);
    m_concurrency->setMaximumWidth(360);
    m_settingsButton = new QPushButton(m_controls);
    m_settingsButton->setObjectName(QStringLiteral("servingSettingsButton"));
    connect(m_settingsButton, &QPushButton::clicked, this, &ServingPanel::openSettings);
    row->addWidget(m_settingsButton);
    row->addStretch(0);
    return m_controls;
}

QWidget* ServingPanel::buildMessagePage() {
    auto* page = new QWidget(m_pages);
    auto* layout = new QVBoxLayout(page);
    m_message = new QLabel(page);
    m_message->setObjectName(QStringLiteral("servingMessage"));
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_addServing = new QPushButton(page);
    m_addServing->setObjectName(QStringLiteral("servingAdd"));
    connect(m_addServing, &QPushButton::clicked, this, [this] {
        const ServingConfig serving = defaultServing(m_scenario);
        emit editRequested(ScenarioEdit{[serving](Scenario& s) { s.serving = serving; }, tr("Add Serving Settings"),
                                        m_addServing->objectName()});
    });
    layout->addStretch(1);
    layout->addWidget(m_message);
    layout->addWidget(m_addServing, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    return page;
}

ServingConfig ServingPanel::defaultServing(const Scenario& scenario) {
    // The serving example's block: vLLM, 1,024-token prompts, 256 output tokens, 32 clients.
    ServingConfig serving;
    serving.engine = ServingEngine::Vllm;
    serving.inputTokens = 1024;
    serving.outputTokens = 256;
    serving.concurrency = 32;
    // A model with a shorter context: prompt and output in the same 4 : 1 proportion.
    const std::int64_t context = contextLimit(scenario.model.arch);
    if (context > 0 && serving.inputTokens + serving.outputTokens > context) {
        serving.outputTokens = std::max<std::int64_t>(1, context / 5);
        serving.inputTokens = std::max<std::int64_t>(1, context - serving.outputTokens);
    }
    return serving;
}

void ServingPanel::editServing(QWidget* control, const std::function<void(ServingConfig&)>& change) {
    if (m_scenario.serving)
        emit editRequested(ServingSettingsDialog::servingEdit(control, change));
}

ServingSettingsDialog* ServingPanel::openSettings() {
    if (!m_settings) {
        m_settings = new ServingSettingsDialog(this);
        connect(m_settings, &ServingSettingsDialog::editRequested, this, &ServingPanel::editRequested);
        m_settings->setData(m_scenario, m_report);
    }
    m_settings->show();
    m_settings->raise();
    m_settings->activateWindow();
    return m_settings;
}

void ServingPanel::setData(const Scenario& scenario, const std::optional<ServingReport>& report,
                           const QVector<ServingCurvePoint>& curve) {
    m_scenario = scenario;
    m_report = report;
    m_curve = curve;
    refreshControls();
    // The settings follow the scenario (an undo, a load); without a serving block they have
    // nothing to set and close.
    if (m_settings && m_scenario.serving)
        m_settings->setData(m_scenario, m_report);
    else if (m_settings)
        m_settings->close();
    if (!m_scenario.serving || !m_report || m_curve.isEmpty()) {
        showWhyNoCurve();
        return;
    }
    showAnswer();
}

void ServingPanel::refreshControls() {
    m_controls->setVisible(m_scenario.serving.has_value()); // nothing to set without the block
    if (!m_scenario.serving)
        return;
    const ServingConfig& c = *m_scenario.serving;
    const QSignalBlocker engine(m_engine), input(m_input), output(m_output), concurrency(m_concurrency);
    m_engine->setCurrentIndex(m_engine->findData(int(c.engine)));
    m_input->setValue(int(c.inputTokens));
    m_output->setValue(int(c.outputTokens));
    // An open loop shows the requests its rate keeps in flight.
    const double inFlight = c.closedLoop() ? double(c.concurrency) : (m_report ? m_report->concurrency : 1.0);
    m_concurrency->setValue(std::max(1.0, std::round(inFlight)));
}

void ServingPanel::showAnswer() {
    const ServingReport& r = *m_report;
    ServingChart::Setting setting;
    setting.title = chartTitle();
    setting.concurrencyInFlight = r.concurrency;
    setting.requestRate = m_scenario.serving->requestRate;
    setting.at = servingCurvePoint(int(std::lround(r.concurrency)), r);
    setting.ttftSloS = m_scenario.serving->ttftSlo;
    setting.tpotSloS = m_scenario.serving->tpotSlo;
    m_chart->setCurve(m_curve, setting);
    m_pages->setCurrentIndex(kChartPage);

    QString text =
        (m_scenario.serving->closedLoop()
             ? tr("At %1 requests in flight: ").arg(format::general(r.concurrency, 3))
             : tr("At %1 requests/s (%2 in flight on average): ")
                   .arg(format::general(m_scenario.serving->requestRate, 3), format::general(r.concurrency, 3))) +
        tr("time to first token %1, time per output token %2, %3 output tokens/s per GPU (%4 in all), "
           "%5 requests/s; limited by %6.")
            .arg(format::duration(r.ttftS), format::duration(r.tpotS), format::count(r.outputTokensPerSPerGpu),
                 format::count(r.outputTokensPerS), format::general(r.requestsPerS, 3),
                 servingBoundName(QString::fromStdString(r.bound)));
    if (r.saturated)
        text += QLatin1Char(' ') + tr("Requests arrive faster than they complete: the queue grows without bound.");
    if (!r.ttftSloMet)
        text +=
            QLatin1Char(' ') + tr("Misses the TTFT target of %1.").arg(format::duration(*m_scenario.serving->ttftSlo));
    if (!r.tpotSloMet)
        text +=
            QLatin1Char(' ') + tr("Misses the TPOT target of %1.").arg(format::duration(*m_scenario.serving->tpotSlo));
    if ((m_scenario.serving->ttftSlo || m_scenario.serving->tpotSlo) && r.ttftSloMet && r.tpotSloMet)
        text += QLatin1Char(' ') + tr("Meets its targets.");
    // How far published runs of this kind were (core/model/servingagreement.h).
    if (r.agreement.known())
        text += QLatin1Char(' ') + tr("Published runs of %1 over the prediction: %2.")
                                       .arg(translateCoreText(servingAgreementLabel(r.agreement.regime)),
                                            servingAgreementRanges(r.agreement));
    m_summary->setText(text);
}

void ServingPanel::showWhyNoCurve() {
    m_pages->setCurrentIndex(kMessagePage);
    m_summary->clear();
    const bool noBlock = !m_scenario.serving;
    m_addServing->setVisible(noBlock);
    if (noBlock) {
        m_message->setText(
            tr("This scenario has no serving settings: nothing says which engine serves the model, at what load.\n"
               "Add them to see the time to first token, the time per output token and the throughput against "
               "the requests in flight.\nIn a scenario file: a \"serving\" block, e.g. {\"engine\": \"vllm\", "
               "\"input_tokens\": 1024, \"output_tokens\": 256, \"concurrency\": 32} (docs/scenario-format.md)."));
        return;
    }
    QStringList why;
    if (m_report)
        for (const std::string& note : m_report->notes)
            why << QString::fromStdString(note);
    m_message->setText(why.isEmpty() ? tr("No serving curve for this scenario.")
                                     : tr("No serving curve: %1.").arg(why.join(QStringLiteral("; "))));
}

QString ServingPanel::chartTitle() const {
    // As the memory chart names it: "Llama 3 8B", not the preset's id "llama3-8b".
    const QString model = modelLabel(m_scenario.model);
    return tr("%1 on %2 x %3, %4, %5 + %6 tokens per request")
        .arg(model, format::integer(m_scenario.parallel.gpus), QString::fromStdString(m_scenario.gpu.name),
             m_engine->currentText(), format::integer(m_scenario.serving->inputTokens),
             format::integer(m_scenario.serving->outputTokens));
}

void ServingPanel::setTheme(const ChartTheme& theme) {
    m_chart->setTheme(theme);
}

bool ServingPanel::showsCurve() const {
    return m_pages->currentIndex() == kChartPage;
}

QString ServingPanel::messageText() const {
    return m_message->text();
}

QString ServingPanel::summaryText() const {
    return m_summary->text();
}

void ServingPanel::retranslate() {
    m_engineLabel->setText(tr("&Engine"));
    m_engine->setAccessibleName(tr("Serving engine"));
    m_engine->setToolTip(tr("The engine whose defaults apply: CUDA graphs, chunked prefill, batch limits and the "
                            "fixed overhead of each step (docs/formulas.md, \"Serving\")."));
    m_inputLabel->setText(tr("P&rompt"));
    m_input->setAccessibleName(tr("Prompt tokens"));
    m_input->setToolTip(tr("Tokens in each request's prompt."));
    m_outputLabel->setText(tr("O&utput"));
    m_output->setAccessibleName(tr("Output tokens"));
    m_output->setToolTip(tr("Tokens each request generates. Prompt and output together stay within the model's "
                            "context."));
    for (QSpinBox* spin : {m_input, m_output})
        spin->setSuffix(tr(" tokens"));
    m_concurrency->setLabel(tr("Requests in f&light"));
    m_concurrency->setHelp(tr("Concurrency"),
                           tr("Clients, each sending its next request when the last one ends (a closed loop). "
                              "Setting it replaces a request rate."));
    m_settingsButton->setText(tr("Sett&ings..."));
    m_settingsButton->setToolTip(tr("Every other key of the serving block: the load as a request rate, the engine's "
                                    "limits, latency targets, speculative decoding, disaggregated prefill and "
                                    "decode, expert parallelism."));
    m_addServing->setText(tr("Add serving settings"));
    m_addServing->setToolTip(tr("Adds the serving example's settings: vLLM, 1,024-token prompts, 256 output "
                                "tokens, 32 requests in flight. Undo takes them away."));
    if (m_scenario.serving && m_report && !m_curve.isEmpty())
        showAnswer();
    else
        showWhyNoCurve();
}

void ServingPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace rooflab
