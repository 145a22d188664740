#include "widgets/panels/numberformatpanel.h"

#include "widgets/panels/bitlayoutview.h"
#include "widgets/panels/numberformattext.h"

#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>

#include <cmath>

namespace rooflab {

using namespace numberformattext;

void NumberFormatPanel::setValueText(const QString& text) {
    if (m_input->text() == text)
        onTextChanged(); // setText would not signal
    else
        m_input->setText(text);
}

QString NumberFormatPanel::valueText() const {
    return m_input->text();
}

QString NumberFormatPanel::errorText() const {
    return m_inputError != InputError::None ? m_message->text() : QString();
}

void NumberFormatPanel::setSaturate(bool on) {
    m_saturate->setChecked(on);
}

bool NumberFormatPanel::saturate() const {
    return m_saturate->isChecked();
}

Overflow NumberFormatPanel::modeFor(DType type) const {
    const bool ocp = type == DType::FP8_E4M3 || type == DType::FP4_E2M1;
    return ocp && m_saturate->isChecked() ? Overflow::Saturate : Overflow::Standard;
}

void NumberFormatPanel::onTextChanged() {
    QString text = m_input->text().trimmed();
    // Pasted from slides: a real minus sign, an infinity symbol.
    text.replace(QChar(0x2212), QLatin1Char('-'));
    text.replace(QStringLiteral("∞"), QStringLiteral("inf"));
    if (text.isEmpty()) {
        showError(InputError::Empty);
        return;
    }
    bool ok = false;
    double x = QLocale().toDouble(text, &ok);
    if (!ok)
        x = QLocale::c().toDouble(text, &ok);
    if (!ok) {
        showError(InputError::NotANumber);
        return;
    }
    m_inputError = InputError::None;
    m_message->hide();
    m_input->setStyleSheet(QString());
    showValue(x);
}

void NumberFormatPanel::showError(InputError error) {
    m_inputError = error;
    QString text = error == InputError::Empty ? tr("Type a number, e.g. 0.1 or 1e-8.")
                                              : tr("“%1” is not a number.").arg(m_input->text().trimmed());
    if (m_hasValue)
        text += QLatin1Char(' ') + tr("Still showing %1.").arg(formatValue(m_lastValue, 17));
    m_message->setText(text);
    m_message->show();
    m_input->setStyleSheet(QStringLiteral("QLineEdit { border: 2px solid %1; border-radius: 3px; padding: 1px; }")
                               .arg(colourHex(m_theme.bad())));
}

void NumberFormatPanel::showValue(double x) {
    m_lastValue = x;
    m_hasValue = true;
    const QLocale locale = displayLocale();
    for (Row& row : m_rows) {
        const FormatSpec& spec = formatSpec(row.type);
        const Overflow mode = modeFor(row.type);
        const RoundResult result = roundToFormat(x, row.type, mode);
        row.result = result.value;
        row.hasResult = true;
        const QString valueText = formatValue(result.value, distinguishingDigits(spec.mantissaBits));
        row.value->setText(valueText);
        row.bits->setBits(fromStd(bitString(encodeBits(x, row.type, mode), row.type)));

        if (result.relativeError == 0)
            row.error->setText(x == 0 || std::isnan(x) ? QStringLiteral("0") : tr("0 (exact)"));
        else
            row.error->setText(locale.toString(result.relativeError, 'g', 3));

        if (result.underflowToZero) {
            row.badgeKind = Badge::Underflow;
            row.badge->setText(tr("underflow → 0"));
            row.badge->setToolTip(tr("The input is below half of %1's smallest subnormal (%2), so it rounds to "
                                     "zero: the value is lost.")
                                      .arg(fromStd(dtypeLabel(row.type)), formatLimit(spec.minSubnormal)));
        } else if (result.overflow) {
            row.badgeKind = Badge::Overflow;
            row.badge->setText(tr("overflow → %1").arg(valueText));
            const QString what = result.isNan ? tr("This format has no infinity, so the value becomes NaN.")
                                 : std::isinf(result.value) ? tr("The value becomes infinity.")
                                                            : tr("The value is clamped to the largest finite value.");
            row.badge->setToolTip(tr("The input lies beyond %1's largest finite value (%2). %3")
                                      .arg(fromStd(dtypeLabel(row.type)), formatValue(spec.maxFinite, 4, 6), what));
        } else if (result.isNan && !spec.hasNan) {
            row.badgeKind = Badge::NoNan;
            row.badge->setText(tr("no NaN code"));
            row.badge->setToolTip(
                tr("%1 has no encoding for NaN; its bits show 0.").arg(fromStd(dtypeLabel(row.type))));
        } else {
            row.badgeKind = Badge::None;
            row.badge->clear(); // hidden, but no earlier value's words left behind
            row.badge->setToolTip({});
        }
        row.badge->setAccessibleName(row.badge->text());
        row.badge->setVisible(row.badgeKind != Badge::None);
    }
    applyBadgeStyle();
}

void NumberFormatPanel::applyBadgeStyle() {
    for (Row& row : m_rows) {
        const QColor fill = row.badgeKind == Badge::NoNan ? m_theme.mutedForeground() : m_theme.bad();
        row.badge->setStyleSheet(QStringLiteral("QLabel { background-color: %1; color: %2; border-radius: 4px; "
                                                "padding: 3px 8px; }")
                                     .arg(colourHex(fill), colourHex(ChartTheme::textOn(fill))));
    }
}

const NumberFormatPanel::Row* NumberFormatPanel::row(DType type) const {
    for (const Row& row : m_rows)
        if (row.type == type)
            return &row;
    return nullptr;
}

QString NumberFormatPanel::resultText(DType type) const {
    const Row* r = row(type);
    return r ? r->value->text() : QString();
}

double NumberFormatPanel::resultValue(DType type) const {
    const Row* r = row(type);
    return r && r->hasResult ? r->result : std::nan("");
}

QString NumberFormatPanel::bitsShown(DType type) const {
    const Row* r = row(type);
    return r ? r->bits->bits() : QString();
}

QString NumberFormatPanel::relativeErrorText(DType type) const {
    const Row* r = row(type);
    return r ? r->error->text() : QString();
}

bool NumberFormatPanel::overflowShown(DType type) const {
    const Row* r = row(type);
    return r && r->badgeKind == Badge::Overflow && !r->badge->isHidden();
}

bool NumberFormatPanel::underflowShown(DType type) const {
    const Row* r = row(type);
    return r && r->badgeKind == Badge::Underflow && !r->badge->isHidden();
}

} // namespace rooflab
