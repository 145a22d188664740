#pragma once
// The GPU panel's offer to follow loaded results to their GPU: results measured on an H100 over
// an RTX 4090 scenario say nothing of the 4090 (the roofline labels them "another GPU"), so the
// panel offers to switch the scenario's GPU to the one measured, or to keep it. Shown while the
// last loaded file's GPU is a known one other than the scenario's and the offer was not declined.
#include <QSet>
#include <QString>
#include <QWidget>

#include <string>

class QLabel;
class QPushButton;

namespace rooflab {

class MeasurementStore;

class GpuSwitchOffer : public QWidget {
    Q_OBJECT
public:
    explicit GpuSwitchOffer(const MeasurementStore* store, QWidget* parent = nullptr);

    // The scenario's GPU (its resources/gpus.json id; empty for a custom one).
    void setScenarioGpu(const std::string& gpuId);
    // The GPU offered now (a resources/gpus.json id); empty while nothing is offered.
    QString offeredGpu() const { return m_offered; }

signals:
    // "Switch": the scenario's GPU should become `gpuId`.
    void switchRequested(const QString& gpuId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void update();
    void retranslateUi();

    const MeasurementStore* m_store;
    std::string m_scenarioGpu;
    QString m_offered;        // gpu id
    QString m_offeredSource;  // the store id of the file it comes from
    QSet<QString> m_declined; // sources whose offer was answered "keep"
    QLabel* m_text = nullptr;
    QPushButton* m_switch = nullptr;
    QPushButton* m_keep = nullptr;
};

} // namespace rooflab
