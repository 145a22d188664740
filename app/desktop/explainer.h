#pragma once
// "How was this computed?": the popup beside a clicked figure and Help > Formulas. Both trace
// the document's scenario through core with every derivation recorded, only when asked.
#include "document/memorystacks.h"

#include <QObject>
#include <QPoint>
#include <QStringList>

class QDialog;
class QWidget;

namespace rooflab {

class ExplainPopup;
class FormulaView;
class ScenarioDocument;

class Explainer : public QObject {
    Q_OBJECT
public:
    Explainer(const ScenarioDocument* document, QWidget* window);

    // Explains the figures `figureIds` beside `globalPos`, with memory figures in `unit`.
    void explain(const QStringList& figureIds, const QPoint& globalPos, MemoryUnit unit);
    void showFormulas();
    void retranslate();
    // The popup's text scale (the chart theme's: larger in presentation mode).
    void setTextScale(double scale);

    ExplainPopup* popup() const { return m_popup; }
    FormulaView* formulaView() const { return m_formulaView; }

private:
    // What a chart click hit, named for the popup's heading: the op, the ceiling, the roof.
    QString headingFor(const QStringList& figureIds) const;

    const ScenarioDocument* m_document;
    QWidget* m_window;
    ExplainPopup* m_popup = nullptr;
    QDialog* m_formulasDialog = nullptr;
    FormulaView* m_formulaView = nullptr;
    double m_textScale = 1.0;
};

} // namespace rooflab
