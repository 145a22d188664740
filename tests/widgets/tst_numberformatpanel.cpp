// The number-format panel shows what core's roundToFormat and bitString compute: nearest
// values, bits, underflow and overflow marks, and an inline error for text that is no number.
#include "core/numbers/numberformat.h"
#include "markingtranslator.h"
#include "widgets/charts/charttheme.h"
#include "widgets/panels/bitlayoutview.h"
#include "widgets/panels/numberformatpanel.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QTest>

#include <cmath>
#include <functional>

using namespace rooflab;
using rooflab::test::hasNoWords;
using rooflab::test::kTranslationMarker;

Q_DECLARE_METATYPE(rooflab::DType)

namespace {

// Data, not interface: the format names ("FP8 E4M3"), which name the rows' stripes and cells.
bool formatName(const QString& text) {
    for (DType type : NumberFormatPanel::formats())
        if (text == QString::fromUtf8(dtypeLabel(type).data(), qsizetype(dtypeLabel(type).size())))
            return true;
    return false;
}

QString joined(const QStringList& lines) {
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestNumberFormatPanel : public QObject {
    Q_OBJECT

private slots:
    void init() { QLocale::setDefault(QLocale::c()); }
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void underflowInFp16NotInBf16();
    void overflowInE4m3NotInE5m2();
    void saturateClampsE4m3();
    void bitsOfOne();
    void typingUpdatesRows();
    void garbageKeepsResults();
    void emptyInputIsAnError();
    void matchesCore_data();
    void matchesCore();
    void localeDecimalComma();
    void rangesShown();
    void accessibleAndToolTips();
    void presentationThemeEnlargesFonts();
    void stripesFollowApplicationPalette();
    void retranslatesEverything();
    void retranslationKeepsInputAndError();
    void screenshot();
};

void TestNumberFormatPanel::underflowInFp16NotInBf16() {
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("1e-8"));
    QVERIFY(!panel.inputError());
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("0"));
    QCOMPARE(panel.resultValue(DType::FP16), 0.0);
    QVERIFY(panel.underflowShown(DType::FP16));
    QVERIFY(!panel.overflowShown(DType::FP16));
    auto* badge = panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp16"));
    QVERIFY(badge);
    QVERIFY(!badge->isHidden());
    QCOMPARE(badge->text(), QStringLiteral("underflow → 0"));
    QCOMPARE(panel.relativeErrorText(DType::FP16), QStringLiteral("1"));

    // BF16 has FP32's exponent range: 1e-8 survives, ≈1.0012e-8 (docs/number-formats.md).
    QVERIFY(panel.resultValue(DType::BF16) != 0);
    QVERIFY(std::abs(panel.resultValue(DType::BF16) - 1.0012e-8) < 1e-12);
    QVERIFY(!panel.underflowShown(DType::BF16));
    QVERIFY(panel.resultText(DType::BF16) != QStringLiteral("0"));
    // E4M3 and E2M1 underflow too; FP32 does not.
    QVERIFY(panel.underflowShown(DType::FP8_E4M3));
    QVERIFY(panel.underflowShown(DType::FP4_E2M1));
    QVERIFY(!panel.underflowShown(DType::FP32));
}

void TestNumberFormatPanel::overflowInE4m3NotInE5m2() {
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("500"));
    QVERIFY(panel.overflowShown(DType::FP8_E4M3));
    QCOMPARE(panel.resultText(DType::FP8_E4M3), QStringLiteral("NaN"));
    QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp8-e4m3"))->text(),
             QStringLiteral("overflow → NaN"));
    QCOMPARE(panel.bitsShown(DType::FP8_E4M3), QStringLiteral("0 1111 111"));

    QCOMPARE(panel.resultText(DType::FP8_E5M2), QStringLiteral("512"));
    QCOMPARE(panel.resultValue(DType::FP8_E5M2), 512.0);
    QVERIFY(!panel.overflowShown(DType::FP8_E5M2));
    QVERIFY(!panel.underflowShown(DType::FP8_E5M2));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp8-e5m2"))->isHidden());

    // E2M1 has neither infinity nor NaN: it clamps to 6 and says so.
    QVERIFY(panel.overflowShown(DType::FP4_E2M1));
    QCOMPARE(panel.resultText(DType::FP4_E2M1), QStringLiteral("6"));
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("500"));
    QCOMPARE(panel.relativeErrorText(DType::FP16), QStringLiteral("0 (exact)"));

    panel.setValueText(QStringLiteral("70000"));
    QVERIFY(panel.overflowShown(DType::FP16));
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("∞"));
    QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp16"))->text(), QStringLiteral("overflow → ∞"));
}

void TestNumberFormatPanel::saturateClampsE4m3() {
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("500"));
    QVERIFY(!panel.saturate());
    auto* toggle = panel.findChild<QCheckBox*>(QStringLiteral("numberFormatSaturate"));
    QVERIFY(toggle);
    toggle->click();
    QVERIFY(panel.saturate());
    QCOMPARE(panel.resultText(DType::FP8_E4M3), QStringLiteral("448"));
    QVERIFY(panel.overflowShown(DType::FP8_E4M3));
    QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp8-e4m3"))->text(),
             QStringLiteral("overflow → 448"));
    QCOMPARE(panel.bitsShown(DType::FP8_E4M3), QStringLiteral("0 1111 110"));
    // The IEEE formats keep IEEE overflow.
    panel.setValueText(QStringLiteral("70000"));
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("∞"));
    toggle->click();
    panel.setValueText(QStringLiteral("-500"));
    QCOMPARE(panel.resultText(DType::FP8_E4M3), QStringLiteral("NaN"));
    // NaN's bits are core's canonical NaN.
    QCOMPARE(panel.bitsShown(DType::FP8_E4M3),
             QString::fromStdString(bitString(encodeBits(-500, DType::FP8_E4M3), DType::FP8_E4M3)));
    QVERIFY(panel.bitsShown(DType::FP8_E4M3).endsWith(QStringLiteral(" 1111 111")));
}

void TestNumberFormatPanel::bitsOfOne() {
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("1"));
    QCOMPARE(panel.bitsShown(DType::FP16), QStringLiteral("0 01111 0000000000"));
    auto* view = panel.findChild<BitLayoutView*>(QStringLiteral("formatBits-fp16"));
    QVERIFY(view);
    QCOMPARE(view->bits(), QStringLiteral("0 01111 0000000000"));
    QVERIFY(view->toolTip().contains(QStringLiteral("exponent 01111")));
    QCOMPARE(panel.bitsShown(DType::BF16), QStringLiteral("0 01111111 0000000"));
    QCOMPARE(panel.bitsShown(DType::FP4_E2M1), QStringLiteral("0 01 0"));
    QCOMPARE(panel.resultText(DType::FP32), QStringLiteral("1"));

    // One box per bit: FP32's 32 boxes are wider than FP16's 16, which are wider than E2M1's 4.
    auto* fp32 = panel.findChild<BitLayoutView*>(QStringLiteral("formatBits-fp32"));
    auto* e2m1 = panel.findChild<BitLayoutView*>(QStringLiteral("formatBits-fp4-e2m1"));
    QVERIFY(fp32->sizeHint().width() > view->sizeHint().width());
    QVERIFY(view->sizeHint().width() > e2m1->sizeHint().width());
}

void TestNumberFormatPanel::typingUpdatesRows() {
    NumberFormatPanel panel;
    auto* input = panel.findChild<QLineEdit*>(QStringLiteral("numberFormatInput"));
    QVERIFY(input);
    input->clear();
    QTest::keyClicks(input, QStringLiteral("2049"));
    QCOMPARE(panel.valueText(), QStringLiteral("2049"));
    QCOMPARE(panel.resultValue(DType::FP16), 2048.0); // ties to even
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("2048"));
    QVERIFY(!panel.inputError());
}

void TestNumberFormatPanel::garbageKeepsResults() {
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("1"));
    const QString bits = panel.bitsShown(DType::FP16);
    panel.setValueText(QStringLiteral("abc"));
    QVERIFY(panel.inputError());
    auto* message = panel.findChild<QLabel*>(QStringLiteral("numberFormatError"));
    QVERIFY(message);
    QVERIFY(!message->isHidden());
    QVERIFY(panel.errorText().contains(QStringLiteral("“abc” is not a number")));
    QVERIFY(panel.errorText().contains(QStringLiteral("Still showing 1")));
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("1"));
    QCOMPARE(panel.bitsShown(DType::FP16), bits);

    panel.setValueText(QStringLiteral("1e-8x"));
    QVERIFY(panel.inputError());
    QCOMPARE(panel.resultValue(DType::FP32), 1.0);

    panel.setValueText(QStringLiteral("0.5"));
    QVERIFY(!panel.inputError());
    QVERIFY(message->isHidden());
    QVERIFY(panel.errorText().isEmpty());
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("0.5"));
}

void TestNumberFormatPanel::emptyInputIsAnError() {
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("3"));
    panel.setValueText(QString());
    QVERIFY(panel.inputError());
    QVERIFY(panel.errorText().startsWith(QStringLiteral("Type a number")));
    QCOMPARE(panel.resultValue(DType::FP16), 3.0);
}

void TestNumberFormatPanel::matchesCore_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("x");
    QTest::addColumn<bool>("saturate");
    QTest::addRow("0.1") << QStringLiteral("0.1") << 0.1 << false;
    QTest::addRow("1e-8") << QStringLiteral("1e-8") << 1e-8 << false;
    QTest::addRow("500") << QStringLiteral("500") << 500.0 << false;
    QTest::addRow("500 saturated") << QStringLiteral("500") << 500.0 << true;
    QTest::addRow("-pi") << QStringLiteral("-3.14159265") << -3.14159265 << false;
    QTest::addRow("65519") << QStringLiteral("65519") << 65519.0 << false;
    QTest::addRow("2051") << QStringLiteral("2051") << 2051.0 << false;
    QTest::addRow("1e-40 subnormal") << QStringLiteral("1e-40") << 1e-40 << false;
    QTest::addRow("-1e-9") << QStringLiteral("-1e-9") << -1e-9 << false;
    QTest::addRow("1e39") << QStringLiteral("1e39") << 1e39 << false;
    QTest::addRow("unicode minus") << QStringLiteral("−2.75") << -2.75 << false;
    QTest::addRow("inf") << QStringLiteral("inf") << double(INFINITY) << false;
    QTest::addRow("inf saturated") << QStringLiteral("inf") << double(INFINITY) << true;
}

void TestNumberFormatPanel::matchesCore() {
    QFETCH(QString, text);
    QFETCH(double, x);
    QFETCH(bool, saturate);
    NumberFormatPanel panel;
    panel.setSaturate(saturate);
    panel.setValueText(text);
    QVERIFY(!panel.inputError());
    for (DType type : NumberFormatPanel::formats()) {
        const bool ocp = type == DType::FP8_E4M3 || type == DType::FP4_E2M1;
        const Overflow mode = saturate && ocp ? Overflow::Saturate : Overflow::Standard;
        const RoundResult expected = roundToFormat(x, type, mode);
        const QByteArray name(dtypeId(type).data(), qsizetype(dtypeId(type).size()));
        const double shown = panel.resultValue(type);
        if (std::isnan(expected.value)) {
            QVERIFY2(std::isnan(shown), name.constData());
            QCOMPARE(panel.resultText(type), QStringLiteral("NaN"));
        } else {
            QVERIFY2(shown == expected.value, name.constData());
            QCOMPARE(std::signbit(shown), std::signbit(expected.value));
            // The text shown reads back as the value, or is marked approximate.
            const QString displayed = panel.resultText(type);
            if (std::isfinite(expected.value) && !displayed.startsWith(QStringLiteral("≈"))) {
                bool ok = false;
                QCOMPARE(
                    QLocale::c().toDouble(QString(displayed).replace(QStringLiteral("−"), QStringLiteral("-")), &ok),
                    expected.value);
                QVERIFY2(ok, qPrintable(displayed));
            }
        }
        QCOMPARE(panel.bitsShown(type), QString::fromStdString(bitString(encodeBits(x, type, mode), type)));
        QVERIFY2(panel.overflowShown(type) == expected.overflow, name.constData());
        QVERIFY2(panel.underflowShown(type) == expected.underflowToZero, name.constData());
    }
}

void TestNumberFormatPanel::localeDecimalComma() {
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("0,5"));
    QVERIFY(!panel.inputError());
    QCOMPARE(panel.resultValue(DType::FP16), 0.5);
    QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("0,5"));
    // The C locale is the fallback: a dot still works for a lecturer on a German laptop.
    panel.setValueText(QStringLiteral("0.25"));
    QVERIFY(!panel.inputError());
    QCOMPARE(panel.resultValue(DType::FP16), 0.25);
    panel.setValueText(QStringLiteral("1e-8"));
    QVERIFY(panel.underflowShown(DType::FP16));
}

void TestNumberFormatPanel::rangesShown() {
    NumberFormatPanel panel;
    auto* range = panel.findChild<QLabel*>(QStringLiteral("formatRange-fp16"));
    auto* precision = panel.findChild<QLabel*>(QStringLiteral("formatPrecision-fp16"));
    QVERIFY(range && precision);
    QVERIFY2(range->text().contains(QStringLiteral("max 65504")), qPrintable(range->text()));
    QVERIFY2(range->text().contains(QStringLiteral("2⁻¹⁴")), qPrintable(range->text()));
    QVERIFY2(precision->text().contains(QStringLiteral("ε 2⁻¹⁰")), qPrintable(precision->text()));
    QVERIFY2(precision->text().contains(QStringLiteral("2⁻²⁴ ≈ 5.96e-8")), qPrintable(precision->text()));
    QVERIFY(
        panel.findChild<QLabel*>(QStringLiteral("formatRange-fp8-e4m3"))->text().contains(QStringLiteral("max 448")));
    QVERIFY(
        panel.findChild<QLabel*>(QStringLiteral("formatRange-fp4-e2m1"))->text().contains(QStringLiteral("max 6\n")));
}

void TestNumberFormatPanel::accessibleAndToolTips() {
    NumberFormatPanel panel;
    auto* input = panel.findChild<QLineEdit*>(QStringLiteral("numberFormatInput"));
    QVERIFY(!input->accessibleName().isEmpty());
    QVERIFY(!input->toolTip().isEmpty());
    QVERIFY(panel.findChild<QWidget*>(QStringLiteral("numberFormatTable")));
    for (DType type : NumberFormatPanel::formats()) {
        const QString id = QString::fromUtf8(dtypeId(type).data(), qsizetype(dtypeId(type).size()));
        QVERIFY2(panel.findChild<QWidget*>(QStringLiteral("formatRow-") + id), qPrintable(id));
        for (const QString& cell : {QStringLiteral("formatBits-"), QStringLiteral("formatValue-"),
                                    QStringLiteral("formatError-"), QStringLiteral("formatRange-")}) {
            auto* widget = panel.findChild<QWidget*>(cell + id);
            QVERIFY2(widget, qPrintable(cell + id));
            QVERIFY2(!widget->toolTip().isEmpty(), qPrintable(cell + id));
            QVERIFY2(!widget->accessibleName().isEmpty(), qPrintable(cell + id));
        }
    }
}

void TestNumberFormatPanel::presentationThemeEnlargesFonts() {
    NumberFormatPanel panel;
    auto* value = panel.findChild<QLabel*>(QStringLiteral("formatValue-fp16"));
    auto* bits = panel.findChild<BitLayoutView*>(QStringLiteral("formatBits-fp32"));
    const qreal before = value->font().pointSizeF();
    const int bitsBefore = bits->sizeHint().width();
    panel.setTheme(ChartTheme::presentation());
    QVERIFY(value->font().pointSizeF() > 1.5 * before);
    QVERIFY(bits->sizeHint().width() > bitsBefore);
}

void TestNumberFormatPanel::stripesFollowApplicationPalette() {
    NumberFormatPanel panel;
    auto* stripe = panel.findChild<QWidget*>(QStringLiteral("formatRow-tf32"));
    QVERIFY(stripe);
    QVERIFY(stripe->autoFillBackground());
    QVERIFY(stripe->palette().color(QPalette::Window).lightness() > 200);
    // What MainWindow does for the dark theme: a new application palette.
    const QPalette before = qApp->palette();
    QPalette dark = before;
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
    dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    qApp->setPalette(dark); // delivered as posted events
    QTRY_VERIFY(stripe->palette().color(QPalette::Window).lightness() < 80);
    qApp->setPalette(before);
    QTRY_VERIFY(stripe->palette().color(QPalette::Window).lightness() > 200);
}

void TestNumberFormatPanel::retranslatesEverything() {
    NumberFormatPanel panel;
    panel.setSaturate(true);
    panel.setValueText(QStringLiteral("1e-8")); // underflow badges
    auto* fp16Badge = panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp16"));
    QCOMPARE(fp16Badge->text(), QStringLiteral("underflow → 0"));
    const QString bf16 = panel.resultText(DType::BF16);
    const QString bits = panel.bitsShown(DType::BF16);
    auto* range = panel.findChild<QLabel*>(QStringLiteral("formatRange-fp16"));
    QVERIFY(range);
    const QString rangeText = range->text();
    {
        rooflab::test::ScopedMarkingTranslation translation;
        const QStringList missing = rooflab::test::untranslatedTexts(&panel, formatName);
        QVERIFY2(missing.isEmpty(), qPrintable(joined(missing)));
        QCOMPARE(fp16Badge->text(), kTranslationMarker + QStringLiteral("underflow → 0"));
        QVERIFY(panel.findChild<QLabel*>(QStringLiteral("formatName-fp16"))->text().contains(kTranslationMarker));
        QCOMPARE(QString(range->text()).remove(kTranslationMarker), rangeText);
        QVERIFY(panel.underflowShown(DType::FP16));
        QCOMPARE(panel.resultText(DType::BF16), bf16);
        QCOMPARE(panel.bitsShown(DType::BF16), bits);
        QVERIFY(panel.saturate());
        QCOMPARE(panel.valueText(), QStringLiteral("1e-8"));

        panel.setValueText(QStringLiteral("500")); // overflow badges made while translated
        QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp8-e4m3"))->text(),
                 kTranslationMarker + QStringLiteral("overflow → 448"));
    }
    QVERIFY2(rooflab::test::markedTexts(&panel).isEmpty(), qPrintable(joined(rooflab::test::markedTexts(&panel))));
    QCOMPARE(panel.findChild<QLabel*>(QStringLiteral("formatStatus-fp8-e4m3"))->text(),
             QStringLiteral("overflow → 448"));
    QCOMPARE(range->text(), rangeText);
}

void TestNumberFormatPanel::retranslationKeepsInputAndError() {
    // A German value, then a switch to English: the number shown stays 0.5 although "0,5" no
    // longer reads as one, and a pending error message comes back in the new language.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    NumberFormatPanel panel;
    panel.setValueText(QStringLiteral("0,5"));
    QCOMPARE(panel.resultValue(DType::FP16), 0.5);
    QLocale::setDefault(QLocale::c());
    {
        rooflab::test::ScopedMarkingTranslation translation;
        QVERIFY(!panel.inputError());
        QCOMPARE(panel.resultValue(DType::FP16), 0.5);
        QCOMPARE(panel.resultText(DType::FP16), QStringLiteral("0.5")); // the new locale's digits
        QCOMPARE(panel.valueText(), QStringLiteral("0,5"));
    }
    panel.setValueText(QStringLiteral("abc"));
    QVERIFY(panel.inputError());
    {
        rooflab::test::ScopedMarkingTranslation translation;
        QVERIFY(panel.inputError());
        QVERIFY2(panel.errorText().startsWith(kTranslationMarker + QStringLiteral("“abc” is not a number.")),
                 qPrintable(panel.errorText()));
        QVERIFY2(panel.errorText().contains(kTranslationMarker + QStringLiteral("Still showing 0.5")),
                 qPrintable(panel.errorText()));
        QCOMPARE(panel.resultValue(DType::FP16), 0.5);
    }
    QCOMPARE(panel.errorText(), QStringLiteral("“abc” is not a number. Still showing 0.5."));
}

// ROOFLAB_NUMBERFORMAT_SCREENSHOT=<folder> writes what the panel looks like, for docs and review.
void TestNumberFormatPanel::screenshot() {
    const QString folder = qEnvironmentVariable("ROOFLAB_NUMBERFORMAT_SCREENSHOT");
    if (folder.isEmpty())
        QSKIP("set ROOFLAB_NUMBERFORMAT_SCREENSHOT to a folder to save screenshots");
    QDir().mkpath(folder);
    const struct {
        const char* value;
        const char* then;
        bool presentation;
        const char* file;
    } shots[] = {
        {"1e-8", nullptr, false, "number-formats-1e-8.png"},
        {"500", nullptr, false, "number-formats-500.png"},
        {"0.1", nullptr, false, "number-formats-0.1.png"},
        {"500", nullptr, true, "number-formats-500-presentation.png"},
        {"1e-8", "1e-8q", false, "number-formats-error.png"},
    };
    for (const auto& shot : shots) {
        NumberFormatPanel panel;
        if (shot.presentation)
            panel.setTheme(ChartTheme::presentation());
        panel.setValueText(QString::fromLatin1(shot.value));
        if (shot.then)
            panel.setValueText(QString::fromLatin1(shot.then));
        panel.resize(shot.presentation ? QSize(1900, 1000) : QSize(1400, 700));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        const QString path = QDir(folder).filePath(QString::fromLatin1(shot.file));
        QVERIFY(panel.grab().save(path));
        qInfo("wrote %s", qPrintable(path));
    }
}

QTEST_MAIN(TestNumberFormatPanel)
#include "tst_numberformatpanel.moc"
