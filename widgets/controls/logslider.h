#pragma once
// A labelled slider with a typed field beside it, for quantities that span decades
// (parameters, batch, sequence length, GPU count). The slider walks a list of "nice" stops
// (powers of two, or 1-2-5-style mantissas, or every integer for short ranges); the field
// accepts any exact value in range ("13B", "7e9", "4096").
#include <QString>
#include <QWidget>

#include <vector>

class QDoubleSpinBox;
class QEvent;
class QLabel;
class QSlider;

namespace rooflab {

class LogSlider : public QWidget {
    Q_OBJECT
public:
    enum class Snapping {
        Integers,    // every integer (linear ranges such as 1..64)
        PowersOfTwo, // 1, 2, 4, ... (batch, sequence length, GPU count)
        NiceValues,  // 1, 1.5, 2, 3, 5, 7 x 10^k (model size, tokens)
    };

    explicit LogSlider(QWidget* parent = nullptr);

    // Sets the range and rebuilds the slider stops. allowZero adds the value 0 at the slider's
    // left end, shown as the zero text.
    void setRange(double minimum, double maximum, Snapping snapping, bool allowZero = false);
    // What the field accepts and shows, where it is wider than the slider's stops (a file's
    // 4,096-sequence micro-batch on a 1..1,024 slider): the field shows the value itself and
    // the slider rests at its end. Call after setRange.
    void setTypedRange(double minimum, double maximum);
    // What the field shows for 0 when the range allows it ("not set").
    void setZeroText(const QString& text);
    // Field shows SI prefixes ("7 B" parameters, "1.5 T" tokens) instead of plain integers.
    void setSiDisplay(bool si);
    // The owner sets these again when the language changes; the slider adds its own hints to them.
    void setLabel(const QString& label);
    void setHelp(const QString& accessibleName, const QString& toolTip);

    double value() const { return m_value; }
    double minimum() const { return m_minimum; } // the slider's ends
    double maximum() const { return m_maximum; }
    const std::vector<double>& stops() const { return m_stops; }

    QSlider* slider() const { return m_slider; }
    QDoubleSpinBox* field() const { return m_field; }

    // Callers that load a scenario wrap this in a QSignalBlocker on the LogSlider.
    void setValue(double value);
    // Moves the slider by `steps` stops (what the arrow keys do); emits valueChanged.
    void stepBy(int steps);

    void setObjectNames(const QString& name);
    // The label breaks onto two lines where the row is narrow (the sidebar: a long label such
    // as "Schritte der Gradientenakkumulation" must not widen it); off, it stays on one line.
    void setLabelWrapping(bool wrap);
    // The label on a row of its own above the slider and the field (a narrow cell with large
    // type: presentation mode's strip), instead of beside the field.
    void putLabelAbove();

signals:
    // Once per change, whether it came from the slider, the field or the keyboard.
    void valueChanged(double value);
    // A typed value outside the typed range was refused (and the field went back): why, in
    // words; the slider also shows it as a tooltip under the field.
    void valueRefused(const QString& why);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void onSliderMoved(int position);
    void onFieldChanged(double value);
    void refuse(double typed);
    int nearestStop(double value) const;
    void showValue();

    QLabel* m_label = nullptr;
    QSlider* m_slider = nullptr;
    QDoubleSpinBox* m_field = nullptr;
    QString m_accessibleName;
    QString m_toolTip;
    std::vector<double> m_stops;
    double m_minimum = 1;
    double m_maximum = 1;
    double m_value = 1;
    double m_typedMinimum = 1; // what setValue and the field accept
    double m_typedMaximum = 1;
};

} // namespace rooflab
