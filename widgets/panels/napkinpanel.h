#pragma once
// The back-of-the-napkin answers under the charts: total training FLOPs (6ND and detailed),
// days, GPU-hours, cost, the fit answers (largest model, largest micro-batch, fewest GPUs),
// predicted step time and MFU, KV cache per token; for a scenario with a serving block, its time to
// first token, time per output token and throughput, the roofline's figures then in small type as
// bounds (one answer per question). Every figure carries its unit; a figure that is zero or
// undefined shows "—" and the reason instead of 0, NaN or inf.
#include "core/model/report.h"
#include "core/model/scenario.h"
#include "document/fitanswer.h"
#include "document/format.h"
#include "document/scenarioedit.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <initializer_list>

class QFormLayout;
class QGroupBox;
class QHBoxLayout;
class QLabel;

namespace rooflab {

class NapkinCaption;
class NapkinPriceField;

class NapkinPanel : public QWidget {
    Q_OBJECT
public:
    explicit NapkinPanel(QWidget* parent = nullptr);

    // Fills every figure; the panel keeps copies to write them again after a language change.
    void setReport(const Scenario& scenario, const Report& report);

    // The scenario is invalid: every figure shows "—" and why (the last report's figures would
    // answer a scenario that is no longer the one on screen), until the next setReport().
    void showProblems(const QStringList& problems);

    // The unit of the memory figures, as the memory chart's (View > Units): one figure for the
    // step's peak in both places, not "2.31 TiB" beside "2,368 GiB".
    void setUnit(MemoryUnit unit);

    // Keeps one fit answer to itself (an open exercise asks for it): its row says it is hidden
    // and a click explains nothing, until concealFitAnswer(FitAnswer::None).
    void concealFitAnswer(FitAnswer answer);

    // The text shown for a row, by its objectName ("napkinFlops6nd", ...); for tests.
    QString valueText(const QString& objectName) const;
    // The derivations a click on that row's figure shows.
    QStringList figuresOf(const QString& objectName) const;

signals:
    // A click on a figure: show how it was computed.
    void explainRequested(const QStringList& figureIds, const QPoint& globalPos);
    // A price per GPU-hour typed beside the cost (NapkinPriceField).
    void editRequested(const rooflab::ScenarioEdit& edit);

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    // Sections sit side by side (the panel lives in a strip under the charts); rows go into the
    // section begun last.
    QGroupBox* addSection();
    QLabel* addRow(const QString& objectName);
    // The row's caption, and the tooltip and accessible name its caption and value share.
    void setRowTexts(QLabel* value, const QString& label, const QString& toolTip);
    // Captions on one line where the room the panel is shown in allows it, else wrapped (four
    // columns beside the controls on a 1366-pixel screen, in German as in English).
    void fitCaptions();
    // setReport's sections, one per column: compute, time and cost of the run; memory and the
    // fit searches; step time, MFU and throughput; the KV cache and serving limits.
    void showTrainingRun(const Scenario& scenario, const Report& report);
    void setTrainingTitle(); // "for reference" outside training
    void showTrainingForReference(bool reference);
    void muteRows(std::initializer_list<QLabel*> values, bool muted);
    void showWhatFits(const Scenario& scenario, const Report& report);
    // The row of `answer`'s figure; nullptr for FitAnswer::None.
    QLabel* rowOf(FitAnswer answer) const;
    void showSpeed(const Scenario& scenario, const Report& report);
    // Serving an inference phase: the Speed column holds the roofline's bounds of that phase,
    // captioned as bounds and in smaller, paler type than the serving block's prediction.
    void showSpeedAsBounds(bool bounds);
    void setSpeedCaptions();
    void showRooflineBounds(const Scenario& scenario, const RooflineReport& roof);
    // The "Checked against" row: how far real steps of this kind were from the model.
    void showCheckedAgainst(const StepTimeReport& step, bool training);
    void showServingAgreement(const ServingReport& serving);
    void showInference(const Scenario& scenario, const InferenceMemory& inf);
    void showServing(const Scenario& scenario, const Report& report);

    QHBoxLayout* m_columns = nullptr;
    QFormLayout* m_form = nullptr;
    QGroupBox* m_training = nullptr;
    QGroupBox* m_fits = nullptr;
    QGroupBox* m_speed = nullptr;
    QGroupBox* m_inference = nullptr;
    QHash<QLabel*, QLabel*> m_captions; // value label -> its caption
    bool m_hasReport = false;
    FitAnswer m_concealed = FitAnswer::None;
    MemoryUnit m_unit = MemoryUnit::GiB;
    QStringList m_problems; // while the scenario is invalid: why no figure is shown
    Scenario m_scenario;
    Report m_report;
    QLabel* m_flops6nd = nullptr;
    QLabel* m_flopsDetailed = nullptr;
    QLabel* m_days = nullptr;
    QLabel* m_gpuHours = nullptr;
    QLabel* m_cost = nullptr;
    NapkinPriceField* m_price = nullptr;
    NapkinCaption* m_priceCaption = nullptr;
    QLabel* m_trainingPeak = nullptr;
    QLabel* m_maxModel = nullptr;
    QLabel* m_maxMicroBatch = nullptr;
    QLabel* m_minGpus = nullptr;
    QLabel* m_stepTime = nullptr;
    QLabel* m_mfu = nullptr;
    QLabel* m_tokensPerSecond = nullptr;
    QLabel* m_checkedAgainst = nullptr;
    QLabel* m_kvPerToken = nullptr;
    QLabel* m_inferenceFit = nullptr;
    QLabel* m_servingCapacity = nullptr;
    // Shown only for a scenario with a serving block, at the top of the inference column.
    QLabel* m_servingTtft = nullptr;
    QLabel* m_servingTpot = nullptr;
    QLabel* m_servingThroughput = nullptr;
    QLabel* m_servingChecked = nullptr; // how far published runs of the engine were
    bool m_speedAsBounds = false;
    bool m_trainingForReference = false;   // a decode, prefill or serving scenario
    QHash<QLabel*, QStringList> m_figures; // value label -> derivation ids
    bool m_fitAfresh = true;               // next setReport may also take lines away
    int m_oneLineWidth = -1;               // the panel's minimum with one-line captions; -1: measure
    bool m_captionsWrap = false;
};

} // namespace rooflab
