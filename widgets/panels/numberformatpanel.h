#pragma once
// The number formats side by side: for FP32, TF32, BF16, FP16, FP8 E4M3, FP8 E5M2 and FP4 E2M1,
// the bit layout, range, epsilon and smallest subnormal, and for a value the user types the
// nearest value each format holds, its bits and the relative error, with underflow and
// overflow marked. Every figure comes from core/numbers/numberformat.h; nothing is recomputed here.
#include "core/numbers/dtype.h"
#include "core/numbers/numberformat.h"
#include "widgets/charts/charttheme.h"

#include <QString>
#include <QWidget>

#include <vector>

class QCheckBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QToolButton;

namespace rooflab {

class BitLayoutView;

class NumberFormatPanel : public QWidget {
    Q_OBJECT
public:
    explicit NumberFormatPanel(QWidget* parent = nullptr);

    // The formats shown, one row each, top to bottom.
    static const std::vector<DType>& formats();

    // Sets the input field (as if typed) and updates the rows. Text that is not a number (in
    // the current QLocale or the C locale) shows an inline message and keeps the last results.
    void setValueText(const QString& text);
    QString valueText() const;
    bool inputError() const { return m_inputError != InputError::None; }
    QString errorText() const;

    // OFP8 saturation for FP8 E4M3 and FP4 E2M1: off (default) is Overflow::Standard.
    void setSaturate(bool on);
    bool saturate() const;

    // What a row shows, for tests; empty / false for a format that has no row.
    QString resultText(DType type) const; // the nearest value as displayed
    double resultValue(DType type) const; // the nearest value itself (NaN when none yet)
    QString bitsShown(DType type) const;  // bitString of the nearest value
    QString relativeErrorText(DType type) const;
    bool overflowShown(DType type) const;
    bool underflowShown(DType type) const;

    // Fonts and badge colour; the presentation theme makes everything larger for a projector.
    void setTheme(const ChartTheme& theme);

protected:
    void changeEvent(QEvent* event) override;

private:
    enum class Badge { None, Underflow, Overflow, NoNan };
    enum class InputError { None, Empty, NotANumber };

    struct Row {
        DType type;
        QWidget* stripe = nullptr;
        QLabel* name = nullptr;
        BitLayoutView* bits = nullptr;
        QLabel* value = nullptr;
        QLabel* error = nullptr;
        QLabel* badge = nullptr;
        QLabel* range = nullptr;
        QLabel* precision = nullptr;
        Badge badgeKind = Badge::None;
        double result = 0;
        bool hasResult = false;
    };

    // The value to convert, the preset values worth a slide each, and the saturation switch.
    QHBoxLayout* buildInputRow();
    // The table of formats, a row each (buildRows).
    QWidget* buildTable();
    void buildRows(QGridLayout* grid);
    // One format's row at `gridRow`: its stripe, then the cells painted on it.
    Row buildRow(QGridLayout* grid, DType type, int gridRow);
    void retranslateUi();
    void retranslateRow(Row& row);
    void onTextChanged();
    void showValue(double x);
    void showError(InputError error);
    void applyBadgeStyle();
    void reserveColumnWidths();
    void updateStripes();
    Overflow modeFor(DType type) const;
    const Row* row(DType type) const;

    struct Preset {
        QToolButton* button = nullptr;
        const char* why = nullptr; // untranslated
    };

    QLabel* m_intro = nullptr;
    QLabel* m_inputLabel = nullptr;
    QLineEdit* m_input = nullptr;
    std::vector<Preset> m_presets;
    QLabel* m_message = nullptr;
    QCheckBox* m_saturate = nullptr;
    QLabel* m_note = nullptr;
    QWidget* m_table = nullptr;
    std::vector<Row> m_rows;
    std::vector<QLabel*> m_headers; // one per column, left to right
    InputError m_inputError = InputError::None;
    double m_lastValue = 0;
    bool m_hasValue = false;
    ChartTheme m_theme = ChartTheme::light();
};

} // namespace rooflab
