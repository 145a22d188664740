#pragma once
// One box per bit of a number format, coloured by field (sign, exponent, mantissa), showing the
// bits of the current value. Fields are also set apart by gaps, so the layout reads without the
// colours (colour-blind viewers, washed-out projectors).
#include "widgets/charts/charttheme.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <QWidget>

namespace rooflab {

class BitLayoutView : public QWidget {
    Q_OBJECT
public:
    enum class Field { Sign, Exponent, Mantissa };

    explicit BitLayoutView(QWidget* parent = nullptr);

    // Field widths, drawn left to right; a field of width 0 is left out. Clears the bits.
    void setFields(int signBits, int exponentBits, int mantissaBits);
    // The fields' bits separated by spaces, as core's bitString writes them
    // ("0 01111 0000000000"). An empty string shows empty boxes.
    void setBits(const QString& bitString);
    QString bits() const { return m_bits; }

    void setTheme(const ChartTheme& theme);

    // Okabe & Ito colours, also used by the panel's legend.
    static QColor fieldColor(Field field);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    QSize boxSize() const;
    int fieldGap() const;
    void updateDescription();

    int m_widths[3] = {0, 0, 0};
    QString m_bits;
    QStringList m_fieldBits; // one string per field, same length as its width when set
    ChartTheme m_theme = ChartTheme::light();
    QString m_defaultName; // the accessible name this view gave itself, in the current language
};

} // namespace rooflab
