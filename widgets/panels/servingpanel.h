#pragma once
// The window's Serving tab (issue 47, item 3): the serving block's engine, prompt and output
// tokens and concurrency as controls (each change one undoable edit of the scenario), a
// "Settings..." button that opens the block's other keys (widgets/dialogs/servingsettingsdialog.h), the
// answer at the scenario's load in words, and the ServingChart of the curve the document made
// (document/servingcurve.h). A scenario without a serving block gets a page saying how to add
// one, with a button that adds the serving example's block; one whose model leaves no room for
// a request's KV cache gets the reason. Never a blank chart.
#include "core/model/scenario.h"
#include "core/model/servingreport.h"
#include "document/scenarioedit.h"
#include "document/servingcurve.h"
#include "widgets/charts/charttheme.h"

#include <QVector>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QStackedWidget;

namespace rooflab {

class LogSlider;
class ServingChart;
class ServingSettingsDialog;

class ServingPanel : public QWidget {
    Q_OBJECT
public:
    explicit ServingPanel(QWidget* parent = nullptr);

    // The document's valid scenario, its serving report (none without a serving block) and the
    // curve the document evaluated for it.
    void setData(const Scenario& scenario, const std::optional<ServingReport>& report,
                 const QVector<ServingCurvePoint>& curve);
    void setTheme(const ChartTheme& theme);

    ServingChart* chart() const { return m_chart; }
    // True while the chart is shown; false: the page that says why there is no curve.
    bool showsCurve() const;
    QString messageText() const;
    QString summaryText() const;
    // The "Settings..." window with the serving block's other keys, opened (made at the first call).
    ServingSettingsDialog* openSettings();

    // The serving block "Add serving settings" gives a scenario: the serving example's load
    // (resources/scenarios/serving-llama3-8b-vllm.json), shortened to fit the model's context.
    static ServingConfig defaultServing(const Scenario& scenario);

signals:
    // A control's change, or "Add serving settings": one edit for the document.
    void editRequested(const rooflab::ScenarioEdit& edit);

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildControls();
    QWidget* buildMessagePage();
    void retranslate();
    void refreshControls();
    void showAnswer();
    void showWhyNoCurve();
    QString chartTitle() const;
    // One edit of the serving block, named after the control that made it.
    void editServing(QWidget* control, const std::function<void(ServingConfig&)>& change);

    Scenario m_scenario;
    std::optional<ServingReport> m_report;
    QVector<ServingCurvePoint> m_curve;

    QWidget* m_controls = nullptr;
    QLabel* m_engineLabel = nullptr;
    QComboBox* m_engine = nullptr;
    QLabel* m_inputLabel = nullptr;
    QSpinBox* m_input = nullptr;
    QLabel* m_outputLabel = nullptr;
    QSpinBox* m_output = nullptr;
    LogSlider* m_concurrency = nullptr;
    QPushButton* m_settingsButton = nullptr;
    ServingSettingsDialog* m_settings = nullptr; // made when first opened
    QLabel* m_summary = nullptr;
    QStackedWidget* m_pages = nullptr;
    ServingChart* m_chart = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_addServing = nullptr;
};

} // namespace rooflab
