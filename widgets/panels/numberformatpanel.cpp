#include "widgets/panels/numberformatpanel.h"

#include "widgets/panels/bitlayoutview.h"
#include "widgets/panels/numberformattext.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace rooflab {

using namespace numberformattext;

namespace {

// The table's columns: name, bits, value (with its badge), error, range, precision.
constexpr int kColumns = 6;

QColor mix(const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

const std::vector<DType>& NumberFormatPanel::formats() {
    static const std::vector<DType> list = {DType::FP32,     DType::TF32,     DType::BF16,    DType::FP16,
                                            DType::FP8_E4M3, DType::FP8_E5M2, DType::FP4_E2M1};
    return list;
}

NumberFormatPanel::NumberFormatPanel(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("numberFormatPanel"));
    auto* layout = new QVBoxLayout(this);

    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    layout->addLayout(buildInputRow());

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("numberFormatError"));
    m_message->setWordWrap(true);
    m_message->hide();
    layout->addWidget(m_message);
    layout->addWidget(buildTable());

    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    layout->addStretch(1);

    connect(m_input, &QLineEdit::textChanged, this, &NumberFormatPanel::onTextChanged);
    connect(m_saturate, &QCheckBox::toggled, this, [this] {
        if (m_hasValue)
            showValue(m_lastValue);
    });
    setTheme(m_theme);
    retranslateUi();
    setValueText(QStringLiteral("0.1"));
}

QHBoxLayout* NumberFormatPanel::buildInputRow() {
    auto* inputRow = new QHBoxLayout;
    m_inputLabel = new QLabel(this);
    m_input = new QLineEdit(this);
    m_input->setObjectName(QStringLiteral("numberFormatInput"));
    m_input->setClearButtonEnabled(true);
    m_input->setMinimumWidth(180);
    m_inputLabel->setBuddy(m_input);
    inputRow->addWidget(m_inputLabel);
    inputRow->addWidget(m_input);

    // Values worth a slide each.
    const struct {
        const char* text;
        const char* why;
    } presets[] = {
        {"0.1", QT_TR_NOOP("0.1 has no exact binary representation in any format.")},
        {"1e-8", QT_TR_NOOP("1e-8 underflows to zero in FP16 but not in BF16, which has FP32's range.")},
        {"500", QT_TR_NOOP("500 lies beyond FP8 E4M3's largest value, 448.")},
        {"70000", QT_TR_NOOP("70000 lies beyond FP16's largest value, 65504.")},
        {"2049", QT_TR_NOOP("2049 lies halfway between two FP16 values: ties go to the even one, 2048.")},
    };
    for (const auto& preset : presets) {
        auto* button = new QToolButton(this);
        const QString text = QString::fromLatin1(preset.text);
        button->setText(text);
        button->setObjectName(QStringLiteral("numberFormatPreset-%1").arg(text));
        connect(button, &QToolButton::clicked, this, [this, text] { setValueText(text); });
        inputRow->addWidget(button);
        m_presets.push_back({button, preset.why});
    }
    inputRow->addSpacing(16);
    m_saturate = new QCheckBox(this);
    m_saturate->setObjectName(QStringLiteral("numberFormatSaturate"));
    inputRow->addWidget(m_saturate);
    inputRow->addStretch(1);
    return inputRow;
}

QWidget* NumberFormatPanel::buildTable() {
    m_table = new QWidget(this);
    m_table->setObjectName(QStringLiteral("numberFormatTable"));
    m_table->setBackgroundRole(QPalette::Base);
    m_table->setAutoFillBackground(true);
    auto* grid = new QGridLayout(m_table);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(0);
    buildRows(grid);
    return m_table;
}

void NumberFormatPanel::buildRows(QGridLayout* grid) {
    for (int column = 0; column < kColumns; ++column) {
        auto* label = new QLabel(m_table);
        label->setMargin(4);
        grid->addWidget(label, 0, column, Qt::AlignLeft | Qt::AlignBottom);
        m_headers.push_back(label);
    }
    grid->setColumnStretch(kColumns, 1);

    int gridRow = 1;
    for (DType type : formats()) {
        m_rows.push_back(buildRow(grid, type, gridRow));
        ++gridRow;
    }
}

NumberFormatPanel::Row NumberFormatPanel::buildRow(QGridLayout* grid, DType type, int gridRow) {
    const QString id = fromStd(dtypeId(type));
    const QString label = fromStd(dtypeLabel(type));
    Row row;
    row.type = type;

    // Created first, so the cells of its row paint on top of it.
    row.stripe = new QWidget(m_table);
    row.stripe->setObjectName(QStringLiteral("formatRow-%1").arg(id));
    row.stripe->setAccessibleName(label);
    row.stripe->setBackgroundRole(QPalette::Window); // not the table's Base, which it would inherit
    row.stripe->setAutoFillBackground(gridRow % 2 == 0);
    grid->addWidget(row.stripe, gridRow, 0, 1, kColumns + 1);

    const auto cell = [&](const QString& name) {
        auto* text = new QLabel(m_table);
        text->setObjectName(QStringLiteral("%1-%2").arg(name, id));
        text->setMargin(4);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return text;
    };

    row.name = cell(QStringLiteral("formatName"));
    row.name->setAccessibleName(label);
    grid->addWidget(row.name, gridRow, 0, Qt::AlignLeft | Qt::AlignVCenter);

    const FormatSpec& spec = formatSpec(type);
    row.bits = new BitLayoutView(m_table);
    row.bits->setObjectName(QStringLiteral("formatBits-%1").arg(id));
    row.bits->setFields(spec.signBits, spec.exponentBits, spec.mantissaBits);
    grid->addWidget(row.bits, gridRow, 1, Qt::AlignLeft | Qt::AlignVCenter);

    row.value = cell(QStringLiteral("formatValue"));
    // The underflow / overflow badge sits beside the value it explains.
    row.badge = new QLabel(m_table);
    row.badge->setObjectName(QStringLiteral("formatStatus-%1").arg(id));
    row.badge->hide();
    auto* valueCell = new QHBoxLayout;
    valueCell->setSpacing(6);
    valueCell->addWidget(row.value);
    valueCell->addWidget(row.badge);
    valueCell->addStretch(1);
    grid->addLayout(valueCell, gridRow, 2, Qt::AlignLeft | Qt::AlignVCenter);

    row.error = cell(QStringLiteral("formatError"));
    grid->addWidget(row.error, gridRow, 3, Qt::AlignLeft | Qt::AlignVCenter);

    row.range = cell(QStringLiteral("formatRange"));
    grid->addWidget(row.range, gridRow, 4, Qt::AlignLeft | Qt::AlignVCenter);

    row.precision = cell(QStringLiteral("formatPrecision"));
    grid->addWidget(row.precision, gridRow, 5, Qt::AlignLeft | Qt::AlignVCenter);
    return row;
}

void NumberFormatPanel::retranslateUi() {
    setAccessibleName(tr("Number formats"));
    m_intro->setText(tr("Type a value to see the nearest value each format can hold, its bits, and what "
                        "rounding costs."));
    m_inputLabel->setText(tr("&Value:"));
    m_input->setAccessibleName(tr("Value to round"));
    m_input->setToolTip(tr("A decimal number such as 0.1, 1e-8, 500 or -3.5e4, written with your locale's decimal "
                           "separator or a dot. inf and nan work too."));
    m_input->setPlaceholderText(tr("e.g. 0.1, 1e-8, 500"));
    for (const Preset& preset : m_presets) {
        preset.button->setToolTip(tr(preset.why));
        preset.button->setAccessibleName(tr("Try %1").arg(preset.button->text()));
    }
    m_saturate->setText(tr("&Saturate FP8 E4M3 and FP4 E2M1"));
    m_saturate->setAccessibleName(tr("Saturate on overflow"));
    m_saturate->setToolTip(tr("Off: OFP8 non-saturating mode, values beyond E4M3's 448 become NaN (E2M1 has no NaN "
                              "and clamps to ±6 either way). On: OFP8 saturation mode, they clamp to ±max, the "
                              "usual choice when casting to FP8 for training and inference."));
    m_message->setAccessibleName(tr("Input error"));
    m_table->setAccessibleName(tr("Number formats table"));

    const auto header = [&](int column, const QString& text, const QString& toolTip) {
        m_headers[std::size_t(column)]->setText(text);
        m_headers[std::size_t(column)]->setToolTip(toolTip);
    };
    header(0, tr("Format"), tr("Name, and sign + exponent + mantissa bits."));
    // The bits header doubles as the colour legend; the letters carry it without colour.
    QString legend = tr("Bits:");
    const struct {
        BitLayoutView::Field field;
        QString letter;
        QString name;
    } fields[] = {
        {BitLayoutView::Field::Sign, tr("S"), tr("sign")},
        {BitLayoutView::Field::Exponent, tr("E"), tr("exponent")},
        {BitLayoutView::Field::Mantissa, tr("M"), tr("mantissa")},
    };
    for (const auto& f : fields) {
        const QColor fill = BitLayoutView::fieldColor(f.field);
        legend += QStringLiteral(" <span style=\"background-color:%1; color:%2\">&nbsp;%3&nbsp;</span>&nbsp;%4")
                      .arg(colourHex(fill), colourHex(ChartTheme::textOn(fill)), f.letter, f.name);
    }
    header(1, legend,
           tr("One box per bit of the nearest value: sign, then the biased exponent, then the stored "
              "mantissa (fraction) bits."));
    header(2, tr("Nearest value"),
           tr("The format's value nearest to the input, marked in red when the input "
              "underflows to zero or overflows. \"≈\" marks a value shown rounded "
              "to the digits that tell it apart from its neighbours."));
    header(3, tr("Relative\nerror"),
           tr("|nearest − input| / |input|; 1 when the value is lost (zero, infinity, NaN)."));
    header(4, tr("Range"), tr("Largest finite value and smallest normal value."));
    header(5, tr("Precision"),
           tr("ε: the gap between 1 and the next value (relative precision); the smallest "
              "subnormal: the smallest positive value."));
    for (Row& row : m_rows)
        retranslateRow(row);

    m_note->setText(tr("Nearest value: round to nearest, ties to even (IEEE 754-2019), subnormals included. "
                       "ε is the gap between 1 and the next larger value. Sources: IEEE 754-2019; OCP "
                       "OFP8 1.0 (E4M3, E5M2); OCP MX 1.0 (E2M1); NVIDIA (TF32); Google (bfloat16)."));
    reserveColumnWidths(); // the badge's words changed

    // The results in the new language and number format. The input is not parsed again: its
    // text may not read as a number in the new locale, and the value shown must stay.
    if (m_hasValue)
        showValue(m_lastValue);
    if (m_inputError != InputError::None)
        showError(m_inputError);
}

void NumberFormatPanel::retranslateRow(Row& row) {
    const FormatSpec& spec = formatSpec(row.type);
    const QString label = fromStd(dtypeLabel(row.type));
    const int payload = spec.signBits + spec.exponentBits + spec.mantissaBits;
    const QString layoutText =
        spec.storageBits == payload
            ? tr("%1 + %2 + %3 bits").arg(spec.signBits).arg(spec.exponentBits).arg(spec.mantissaBits)
            : tr("%1 + %2 + %3 bits\nstored in %4 bits")
                  .arg(spec.signBits)
                  .arg(spec.exponentBits)
                  .arg(spec.mantissaBits)
                  .arg(spec.storageBits);
    row.name->setToolTip(
        tr("Exponent bias %1. Infinity: %2. NaN: %3. Source: %4.")
            .arg(spec.exponentBias)
            .arg(spec.hasInfinity ? tr("yes") : tr("none"), fromStd(spec.nanRule), fromStd(spec.source)));
    row.name->setText(
        QStringLiteral("<b>%1</b><br>%2")
            .arg(label.toHtmlEscaped(), layoutText.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))));

    row.bits->setAccessibleName(tr("%1 bits").arg(label));

    row.value->setToolTip(tr("The %1 value nearest to the input.").arg(label));
    row.value->setAccessibleName(tr("%1 nearest value").arg(label));

    row.error->setToolTip(tr("Relative error of %1: |nearest − input| / |input|.").arg(label));
    row.error->setAccessibleName(tr("%1 relative error").arg(label));

    row.range->setToolTip(tr("Largest finite value and smallest normal value of %1.").arg(label));
    row.range->setText(tr("max %1\nmin normal %2").arg(formatValue(spec.maxFinite, 4, 6), formatLimit(spec.minNormal)));
    row.range->setAccessibleName(tr("%1 range").arg(label));

    row.precision->setToolTip(
        tr("Epsilon (gap between 1 and the next %1 value) and the smallest positive value.").arg(label));
    row.precision->setText(tr("ε %1\nmin subnormal %2").arg(formatLimit(spec.epsilon), formatLimit(spec.minSubnormal)));
    row.precision->setAccessibleName(tr("%1 precision").arg(label));
}

void NumberFormatPanel::setTheme(const ChartTheme& theme) {
    m_theme = theme;
    setFont(theme.baseFont());
    QFont bold = theme.baseFont();
    bold.setBold(true);
    for (QLabel* label : m_headers)
        label->setFont(bold);
    updateStripes();
    for (Row& row : m_rows) {
        row.name->setFont(theme.labelFont());
        row.value->setFont(theme.labelFont());
        row.bits->setFont(theme.baseFont());
        row.bits->setTheme(theme);
    }
    // Fonts set on each styled label: a style sheet freezes a widget's font against later
    // changes of its parent's, and the presentation theme would miss them.
    m_message->setFont(bold);
    m_note->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colourHex(theme.mutedForeground())));
    m_note->setFont(theme.baseFont());
    m_message->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colourHex(theme.bad())));
    for (Row& row : m_rows)
        row.badge->setFont(bold);
    reserveColumnWidths();
    applyBadgeStyle();
    if (m_inputError != InputError::None)
        showError(m_inputError); // the border in the theme's colour
}

void NumberFormatPanel::reserveColumnWidths() {
    // Room for the widest badge and value, so columns do not jump while typing.
    QFont bold = m_theme.baseFont();
    bold.setBold(true);
    auto* grid = static_cast<QGridLayout*>(m_table->layout());
    const QFontMetrics boldMetrics(bold);
    const QFontMetrics valueMetrics(m_theme.labelFont());
    const int longestValue = valueMetrics.horizontalAdvance(QStringLiteral("≈-9.99999994e-10"));
    const int longestBadge = valueMetrics.horizontalAdvance(QStringLiteral("-448")) + 6 +
                             boldMetrics.horizontalAdvance(tr("overflow → %1").arg(QStringLiteral("-448"))) + 16;
    grid->setColumnMinimumWidth(2, std::max(longestValue, longestBadge) + 8);
    grid->setColumnMinimumWidth(3, QFontMetrics(m_theme.baseFont()).horizontalAdvance(QStringLiteral("9.99e-10")) + 8);
}

void NumberFormatPanel::updateStripes() {
    // Alternate rows shaded a little, so a row can be followed across a projected slide.
    const QPalette palette = this->palette();
    const QColor stripe = mix(palette.color(QPalette::Base), palette.color(QPalette::Text), 0.07);
    for (Row& row : m_rows) {
        QPalette stripePalette = row.stripe->palette();
        stripePalette.setColor(QPalette::Window, stripe);
        row.stripe->setPalette(stripePalette);
    }
}

void NumberFormatPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        updateStripes(); // the light/dark switch changes the application palette
}

} // namespace rooflab
