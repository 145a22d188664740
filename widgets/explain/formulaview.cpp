#include "widgets/explain/formulaview.h"

#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rooflab {
namespace {

QString familyTitle(const std::string& family) {
    if (family == "memory")
        return FormulaView::tr("Training memory per GPU");
    if (family == "fit")
        return FormulaView::tr("Fit answers");
    if (family == "inference")
        return FormulaView::tr("Inference memory per GPU");
    if (family == "compute")
        return FormulaView::tr("FLOPs, time and cost");
    if (family == "roofline")
        return FormulaView::tr("Roofline");
    if (family == "step")
        return FormulaView::tr("Step time");
    if (family == "serving")
        return FormulaView::tr("Serving: TTFT, TPOT and throughput");
    return QString::fromStdString(family);
}

} // namespace

FormulaView::FormulaView(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("formulaView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("formulaBrowser"));
    m_browser->setOpenLinks(false);
    layout->addWidget(m_browser);
}

void FormulaView::setCatalogue(Catalogue catalogue) {
    m_catalogue = std::move(catalogue);
    rebuild();
}

void FormulaView::rebuild() {
    const std::vector<FormulaEntry> entries = m_catalogue ? m_catalogue() : std::vector<FormulaEntry>();
    QString html = QStringLiteral("<p>%1</p>")
                       .arg(tr("Every formula behind the numbers, as the code evaluates it: a product (×, ÷), a "
                               "sum (+) or the larger or smaller of two values. Click a bar, a point or a figure "
                               "to see one with today's values.")
                                .toHtmlEscaped());
    std::string family;
    for (const FormulaEntry& entry : entries) {
        if (entry.family != family) {
            if (!family.empty())
                html += QStringLiteral("</table>");
            family = entry.family;
            html += QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='3'>")
                        .arg(familyTitle(family).toHtmlEscaped());
        }
        html += QStringLiteral("<tr><td>%1</td><td><i>%2</i></td></tr>")
                    .arg(QString::fromStdString(entry.line).toHtmlEscaped(),
                         QString::fromStdString(entry.source).toHtmlEscaped());
    }
    if (!family.empty())
        html += QStringLiteral("</table>");
    m_count = int(entries.size());
    m_browser->setHtml(html);
}

QString FormulaView::plainText() const {
    return m_browser->toPlainText();
}

void FormulaView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace rooflab
