#include "explainer.h"

#include "core/explain.h"
#include "document/format.h"
#include "document/scenariodocument.h"
#include "widgets/explain/explainpopup.h"
#include "widgets/explain/explainstyle.h"
#include "widgets/explain/formulaview.h"

#include <QDialog>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cstring>

namespace rooflab {

Explainer::Explainer(const ScenarioDocument* document, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_window(window) {}

void Explainer::explain(const QStringList& figureIds, const QPoint& globalPos, MemoryUnit unit) {
    if (!m_document->valid())
        return;
    // Tracing re-runs the evaluation with recording on (~0.1 ms): only when someone asks.
    const TracedReport traced = m_document->traced();
    const ExplainStyle style = localizedExplainStyle(unit);
    std::vector<Explanation> explanations;
    for (const QString& id : figureIds)
        explanations.push_back(explainFigure(traced.trace, id.toStdString(), style));
    if (!m_popup) {
        m_popup = new ExplainPopup(m_window);
        m_popup->setTextScale(m_textScale);
    }
    m_popup->showExplanations(explanations, globalPos, headingFor(figureIds));
}

void Explainer::setTextScale(double scale) {
    m_textScale = scale;
    if (m_popup)
        m_popup->setTextScale(scale);
}

QString Explainer::headingFor(const QStringList& figureIds) const {
    if (figureIds.isEmpty())
        return {};
    const QString& id = figureIds.front();
    const RooflineReport& roofline = m_document->report().roofline;
    static const QRegularExpression opId(QStringLiteral("^roofline\\.op\\.(\\d+)\\."));
    if (const QRegularExpressionMatch match = opId.match(id); match.hasMatch()) {
        const std::size_t index = match.captured(1).toULongLong();
        if (index >= roofline.ops.size())
            return {};
        const RooflineOp& op = roofline.ops[index];
        return tr("%1 (%2)").arg(translateCoreText(op.name),
                                 op.bound == Bound::Memory ? tr("memory-bound") : tr("compute-bound"));
    }
    if (id.startsWith(QLatin1String("roofline.ceiling."))) {
        const std::string dtype = id.mid(int(std::strlen("roofline.ceiling."))).toStdString();
        for (const RooflineCeiling& ceiling : roofline.ceilings)
            if (dtypeId(ceiling.dtype) == dtype)
                return tr("The %1 ceiling: %2 dense")
                    .arg(QString::fromStdString(std::string(dtypeLabel(ceiling.dtype))),
                         format::si(ceiling.peakFlops, QStringLiteral("FLOP/s")));
        return {};
    }
    if (id == QLatin1String("roofline.ridge"))
        return tr("The memory roof: %1 x arithmetic intensity, up to the ridge")
            .arg(format::si(roofline.bandwidth, QStringLiteral("B/s")));
    return {};
}

void Explainer::showFormulas() {
    if (!m_formulasDialog) {
        m_formulasDialog = new QDialog(m_window);
        m_formulasDialog->setObjectName(QStringLiteral("formulasDialog"));
        auto* layout = new QVBoxLayout(m_formulasDialog);
        m_formulaView = new FormulaView(m_formulasDialog);
        layout->addWidget(m_formulaView);
        m_formulasDialog->resize(1100, 800);
        retranslate();
    }
    // The catalogue traces this scenario; the view asks again in each new language.
    m_formulaView->setCatalogue([scenario = m_document->scenario()] {
        return formulaCatalogue(scenario, localizedExplainStyle(MemoryUnit::GiB));
    });
    m_formulasDialog->show();
    m_formulasDialog->raise();
}

void Explainer::retranslate() {
    if (m_formulasDialog)
        m_formulasDialog->setWindowTitle(tr("RoofLab formulas"));
}

} // namespace rooflab
