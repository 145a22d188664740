#include "widgets/controls/runcontrols.h"

#include "core/base/fieldlimits.h"
#include "widgets/controls/logslider.h"

#include <QDoubleSpinBox>
#include <QLocale>

namespace rooflab {

RunControls::RunControls(ControlPanel* panel)
    : ControlGroup(panel) {
    m_tokens = addSlider(QStringLiteral("trainingTokensSlider"));
    m_tokens->setRange(1e9, 1e15, LogSlider::Snapping::NiceValues, /*allowZero=*/true);
    m_tokens->setTypedRange(limits::tokens.min, limits::tokens.max);
    m_tokens->setSiDisplay(true);
    connect(m_tokens, &LogSlider::valueChanged, this,
            [this](double v) { edit(m_tokens, [v](Scenario& s) { s.training.tokens = v; }); });
    m_mfu = addAmountSpin(QStringLiteral("mfuSpin"), 0.01, limits::mfu.max, 0.05, &RunConfig::mfu);
    m_price = addAmountSpin(QStringLiteral("priceSpin"), 0, 1000, 0.25, &RunConfig::pricePerGpuHour);
}

QDoubleSpinBox* RunControls::addAmountSpin(const QString& objectName, double minimum, double maximum, double step,
                                           double RunConfig::*field) {
    auto* spin = new QDoubleSpinBox(this);
    spin->setObjectName(objectName);
    spin->setRange(minimum, maximum);
    spin->setDecimals(2);
    spin->setSingleStep(step);
    connect(spin, &QDoubleSpinBox::valueChanged, this,
            [this, spin, field](double v) { edit(spin, [v, field](Scenario& s) { s.run.*field = v; }); });
    addLabelledRow(spin);
    return spin;
}

void RunControls::retranslate() {
    setTitle(tr("Run and cost"));
    describeLabelled(m_tokens, tr("Training tokens (D)"),
                     tr("Tokens the whole run trains on: with 6ND it sets total FLOPs, days, "
                        "GPU-hours and cost. Chinchilla-optimal is about 20 tokens per parameter."));
    m_tokens->setZeroText(tr("not set"));
    setRowLabel(m_mfu, tr("MFU"));
    describe(m_mfu, tr("Model FLOPs utilisation"),
             tr("Fraction of the GPUs' dense peak a training run achieves (MFU, Chowdhery et al. 2022); "
                "0.35-0.55 is typical for large runs. Sets the days and the cost."));
    setRowLabel(m_price, tr("Price / GPU-hour"));
    describe(m_price, tr("Price per GPU-hour"),
             tr("What one GPU-hour costs (cloud list price or amortised). 0 hides the cost."));
    m_price->setSpecialValueText(tr("not set"));
    m_price->setPrefix(QLocale().currencySymbol(QLocale::CurrencySymbol));
}

void RunControls::refresh(const Scenario& s) {
    // A fine-tune sized by its data set trains that set's tokens (the Fine-tuning group sets them).
    m_tokens->setValue(s.trainedTokens());
    m_tokens->setEnabled(!s.finetune.dataset);
    m_mfu->setValue(s.run.mfu);
    m_price->setValue(s.run.pricePerGpuHour);
}

} // namespace rooflab
