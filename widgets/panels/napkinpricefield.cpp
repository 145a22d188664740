#include "widgets/panels/napkinpricefield.h"

#include "core/base/fieldlimits.h"

#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLocale>
#include <QSignalBlocker>

namespace rooflab {

NapkinPriceField::NapkinPriceField(QWidget* parent)
    : QWidget(parent) {
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_spin = new QDoubleSpinBox(this);
    m_spin->setObjectName(QStringLiteral("napkinPriceSpin"));
    // The sidebar's range (RunControls): a typed price above it is a mistake more often than a price.
    m_spin->setRange(0, 1000);
    m_spin->setDecimals(2);
    m_spin->setSingleStep(0.25);
    m_spin->setKeyboardTracking(false); // one edit per typed price, not one per digit
    row->addWidget(m_spin);
    row->addStretch(1);
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double price) {
        emit editRequested({[price](Scenario& s) { s.run.pricePerGpuHour = price; },
                            ScenarioEdit::changeText(m_caption), m_spin->objectName()});
    });
}

void NapkinPriceField::setPrice(double pricePerGpuHour) {
    const QSignalBlocker blocker(m_spin);
    m_spin->setValue(pricePerGpuHour);
}

void NapkinPriceField::retranslate(const QString& caption) {
    m_caption = caption;
    m_spin->setAccessibleName(caption);
    m_spin->setSpecialValueText(tr("not set"));
    // The language's number format, as the cost beside it ("2,50" in Spanish, not "2.50"): the
    // spin box resolved its locale when it was made, before a language switch's setDefault().
    m_spin->setLocale(QLocale());
    m_spin->setPrefix(QLocale().currencySymbol(QLocale::CurrencySymbol));
    m_spin->setToolTip(tr("What one GPU-hour costs (cloud list price or amortised); the cost row "
                          "follows it. 0 hides the cost. The same price as Run and cost in the sidebar."));
}

} // namespace rooflab
