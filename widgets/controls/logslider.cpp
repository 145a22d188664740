#include "widgets/controls/logslider.h"

#include "document/sliderstops.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QSlider>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <functional>

namespace rooflab {
namespace {

// The typed field. Counts of parameters and tokens read best as "7B" / "1.5T" (the ML
// convention, B = 1e9), so the field both shows and accepts those suffixes. Stepping with the
// arrow keys or the wheel follows the slider's stops instead of adding 1.
class StopSpinBox : public QDoubleSpinBox {
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    bool siDisplay = false;
    std::function<void(int)> stepper;
    std::function<void(double)> refused; // a typed number outside the range, when editing ends

    void fixup(QString& input) const override {
        bool ok = false;
        const double v = parse(input, &ok);
        if (ok && (v < minimum() || v > maximum()) && refused)
            refused(v);
        QDoubleSpinBox::fixup(input);
    }

    void stepBy(int steps) override {
        if (stepper)
            stepper(steps);
        else
            QDoubleSpinBox::stepBy(steps);
    }

    QString textFromValue(double value) const override {
        if (!siDisplay)
            return locale().toString(value, 'f', decimals());
        static const struct {
            double scale;
            const char* suffix;
        } prefixes[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "k"}};
        for (const auto& p : prefixes) {
            if (std::abs(value) >= p.scale) {
                // Up to 3 significant decimals, trailing zeros trimmed: "7B", "1.5T", "13.25B".
                QString digits = locale().toString(value / p.scale, 'f', 3);
                const QChar point = locale().decimalPoint().at(0);
                if (digits.contains(point)) {
                    while (digits.endsWith(QLatin1Char('0')))
                        digits.chop(1);
                    if (digits.endsWith(point))
                        digits.chop(1);
                }
                return digits + QLatin1String(p.suffix);
            }
        }
        return locale().toString(value, 'f', 0);
    }

    double valueFromText(const QString& text) const override {
        bool ok = false;
        const double v = parse(text, &ok);
        return ok ? v : value();
    }

    QValidator::State validate(QString& input, int&) const override {
        const QString body = stripped(input);
        if (body.isEmpty())
            return QValidator::Intermediate;
        bool ok = false;
        const double v = parse(input, &ok);
        if (!ok)
            return body.contains(QRegularExpression(QStringLiteral("^[0-9.,eE+\\-]*[kKmMbBgGtT]?$")))
                       ? QValidator::Intermediate
                       : QValidator::Invalid;
        return (v >= minimum() && v <= maximum()) ? QValidator::Acceptable : QValidator::Intermediate;
    }

private:
    QString stripped(const QString& input) const {
        QString body = input;
        if (!prefix().isEmpty() && body.startsWith(prefix()))
            body.remove(0, prefix().size());
        if (!suffix().isEmpty() && body.endsWith(suffix()))
            body.chop(suffix().size());
        return body.trimmed();
    }

    double parse(const QString& input, bool* ok) const {
        QString body = stripped(input);
        if (!specialValueText().isEmpty() && body == specialValueText().trimmed()) {
            *ok = true;
            return minimum();
        }
        body.remove(locale().groupSeparator());
        body.remove(QLatin1Char(' '));
        double scale = 1;
        if (!body.isEmpty()) {
            switch (body.back().toLower().toLatin1()) {
            case 'k':
                scale = 1e3;
                break;
            case 'm':
                scale = 1e6;
                break;
            case 'b':
            case 'g':
                scale = 1e9;
                break;
            case 't':
                scale = 1e12;
                break;
            default:
                break;
            }
            if (scale != 1)
                body.chop(1);
        }
        double v = locale().toDouble(body, ok);
        if (!*ok)
            v = body.toDouble(ok); // "7e9" typed in a locale with a decimal comma
        return *ok ? v * scale : 0;
    }
};

} // namespace

LogSlider::LogSlider(QWidget* parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_field(new StopSpinBox(this)) {
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_label, 0, 0);
    layout->addWidget(m_field, 0, 1);
    layout->addWidget(m_slider, 1, 0, 1, 2);
    layout->setColumnStretch(0, 1);
    m_label->setBuddy(m_field);

    m_field->setDecimals(0);
    m_field->setKeyboardTracking(false); // typing "4096" is one change, not four
    m_field->setMinimumWidth(96);
    m_field->setAlignment(Qt::AlignRight);
    static_cast<StopSpinBox*>(m_field)->stepper = [this](int steps) { stepBy(steps); };
    static_cast<StopSpinBox*>(m_field)->refused = [this](double typed) { refuse(typed); };
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_slider->setTickPosition(QSlider::NoTicks);

    connect(m_slider, &QSlider::valueChanged, this, &LogSlider::onSliderMoved);
    connect(m_field, &QDoubleSpinBox::valueChanged, this, &LogSlider::onFieldChanged);
    retranslateUi();
}

void LogSlider::setLabelWrapping(bool wrap) {
    m_label->setWordWrap(wrap);
}

void LogSlider::setRange(double minimum, double maximum, Snapping snapping, bool allowZero) {
    m_minimum = std::min(minimum, maximum);
    m_maximum = std::max(minimum, maximum);
    m_stops.clear();
    if (allowZero)
        m_stops.push_back(0);
    switch (snapping) {
    case Snapping::Integers:
        for (double v = std::ceil(m_minimum); v <= m_maximum; v += 1)
            m_stops.push_back(v);
        break;
    case Snapping::PowersOfTwo:
        m_stops.push_back(m_minimum);
        for (double v = std::exp2(std::ceil(std::log2(m_minimum))); v <= m_maximum; v *= 2)
            if (v > m_stops.back())
                m_stops.push_back(v);
        if (m_stops.back() < m_maximum)
            m_stops.push_back(m_maximum);
        break;
    case Snapping::NiceValues: {
        m_stops.push_back(m_minimum);
        for (double decade = std::pow(10.0, std::floor(std::log10(m_minimum))); decade <= m_maximum; decade *= 10)
            for (double mantissa : kNiceMantissas) {
                const double v = mantissa * decade;
                if (v > m_stops.back() * (1 + 1e-9) && v <= m_maximum * (1 + 1e-9))
                    m_stops.push_back(v);
            }
        if (m_stops.back() < m_maximum * (1 - 1e-9))
            m_stops.push_back(m_maximum);
        break;
    }
    }
    if (m_stops.empty())
        m_stops.push_back(m_minimum);

    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker fieldBlocker(m_field);
    m_slider->setRange(0, int(m_stops.size()) - 1);
    m_slider->setSingleStep(1);
    m_slider->setPageStep(std::max(1, int(m_stops.size()) / 8));
    m_field->setRange(allowZero ? 0 : m_minimum, m_maximum);
    m_typedMinimum = m_stops.front();
    m_typedMaximum = m_maximum;
    m_value = std::clamp(m_value, m_typedMinimum, m_typedMaximum);
    showValue();
}

void LogSlider::setTypedRange(double minimum, double maximum) {
    m_typedMinimum = std::min(m_stops.front(), minimum);
    m_typedMaximum = std::max(m_maximum, maximum);
    const QSignalBlocker fieldBlocker(m_field);
    m_field->setRange(m_typedMinimum, m_typedMaximum);
    showValue();
}

void LogSlider::refuse(double typed) {
    auto* field = static_cast<StopSpinBox*>(m_field);
    const QString why = tr("%1 is outside the range %2 to %3: the value stays %4.")
                            .arg(field->textFromValue(typed), field->textFromValue(m_typedMinimum),
                                 field->textFromValue(m_typedMaximum), field->textFromValue(m_value));
    QToolTip::showText(m_field->mapToGlobal(QPoint(0, m_field->height())), why, m_field);
    emit valueRefused(why);
}

void LogSlider::setZeroText(const QString& text) {
    m_field->setSpecialValueText(text);
}

void LogSlider::setSiDisplay(bool si) {
    static_cast<StopSpinBox*>(m_field)->siDisplay = si;
    showValue();
}

void LogSlider::setLabel(const QString& label) {
    m_label->setText(label);
}

void LogSlider::setHelp(const QString& accessibleName, const QString& toolTip) {
    m_accessibleName = accessibleName;
    m_toolTip = toolTip;
    retranslateUi();
}

void LogSlider::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

// The owner's texts arrive already translated; this adds the slider's own hints to them. The
// field formats numbers with its locale(), which it inherits from the owner like any spin box.
void LogSlider::retranslateUi() {
    if (m_accessibleName.isEmpty() && m_toolTip.isEmpty())
        return; // no help given yet: nothing to add the hints to
    m_slider->setAccessibleName(m_accessibleName);
    m_field->setAccessibleName(m_accessibleName + tr(" (typed value)"));
    m_slider->setAccessibleDescription(m_toolTip);
    m_field->setAccessibleDescription(m_toolTip);
    setToolTip(m_toolTip);
    m_slider->setToolTip(m_toolTip);
    m_field->setToolTip(m_toolTip + tr("\nType an exact value; suffixes k, M, B and T are understood."));
    m_label->setToolTip(m_toolTip);
}

// The compound and its QSlider share the name, so tests can look up either
// findChild<LogSlider*>(name) or findChild<QSlider*>(name); the field is name + "Field".
void LogSlider::setObjectNames(const QString& name) {
    setObjectName(name);
    m_slider->setObjectName(name);
    m_field->setObjectName(name + QStringLiteral("Field"));
}

void LogSlider::putLabelAbove() {
    auto* grid = static_cast<QGridLayout*>(layout());
    for (QWidget* part :
         {static_cast<QWidget*>(m_label), static_cast<QWidget*>(m_field), static_cast<QWidget*>(m_slider)})
        grid->removeWidget(part);
    grid->addWidget(m_label, 0, 0, 1, 2);
    grid->addWidget(m_slider, 1, 0);
    grid->addWidget(m_field, 1, 1);
}

void LogSlider::setValue(double value) {
    value = std::clamp(value, m_typedMinimum, m_typedMaximum);
    if (value == m_value && m_slider->value() == nearestStop(value))
        return;
    const bool changed = value != m_value;
    m_value = value;
    showValue();
    if (changed)
        emit valueChanged(m_value);
}

void LogSlider::stepBy(int steps) {
    const int current = nearestStop(m_value);
    int target = std::clamp(current + steps, 0, int(m_stops.size()) - 1);
    // The value may sit between stops after typing: one step up goes to the next stop above.
    if (steps > 0 && m_stops[current] > m_value)
        target = std::clamp(current + steps - 1, 0, int(m_stops.size()) - 1);
    if (steps < 0 && m_stops[current] < m_value)
        target = std::clamp(current + steps + 1, 0, int(m_stops.size()) - 1);
    setValue(m_stops[target]);
}

void LogSlider::onSliderMoved(int position) {
    if (position < 0 || position >= int(m_stops.size()))
        return;
    const double value = m_stops[position];
    if (value == m_value)
        return;
    m_value = value;
    const QSignalBlocker blocker(m_field);
    m_field->setValue(m_value);
    emit valueChanged(m_value);
}

void LogSlider::onFieldChanged(double value) {
    if (value == m_value)
        return;
    m_value = value;
    const QSignalBlocker blocker(m_slider);
    m_slider->setValue(nearestStop(m_value));
    emit valueChanged(m_value);
}

int LogSlider::nearestStop(double value) const {
    // Nearest in log space, so 3000 sits nearer 4096 than 2048 only when it really is.
    int best = 0;
    double bestDistance = INFINITY;
    for (int i = 0; i < int(m_stops.size()); ++i) {
        const double a = m_stops[i] > 0 ? std::log(m_stops[i]) : -1e9;
        const double b = value > 0 ? std::log(value) : -1e9;
        const double distance = std::abs(a - b);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

void LogSlider::showValue() {
    const QSignalBlocker sliderBlocker(m_slider);
    const QSignalBlocker fieldBlocker(m_field);
    m_slider->setValue(nearestStop(m_value));
    m_field->setValue(m_value);
}

} // namespace rooflab
