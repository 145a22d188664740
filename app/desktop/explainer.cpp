#include "explainer.h"

#include "core/explain.h"
#include "document/scenariodocument.h"
#include "widgets/explain/explainpopup.h"
#include "widgets/explain/explainstyle.h"
#include "widgets/explain/formulaview.h"

#include <QDialog>
#include <QVBoxLayout>

namespace rooflab {

Explainer::Explainer(const ScenarioDocument* document, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
}

void Explainer::explain(const QStringList& figureIds, const QPoint& globalPos, MemoryUnit unit)
{
    if (!m_document->valid())
        return;
    // Tracing re-runs the evaluation with recording on (~0.1 ms): only when someone asks.
    const TracedReport traced = m_document->traced();
    const ExplainStyle style = localizedExplainStyle(unit);
    std::vector<Explanation> explanations;
    for (const QString& id : figureIds)
        explanations.push_back(explainFigure(traced.trace, id.toStdString(), style));
    if (!m_popup)
        m_popup = new ExplainPopup(m_window);
    m_popup->showExplanations(explanations, globalPos);
}

void Explainer::showFormulas()
{
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

void Explainer::retranslate()
{
    if (m_formulasDialog)
        m_formulasDialog->setWindowTitle(tr("RoofLab formulas"));
}

} // namespace rooflab
