#pragma once
// The datasheet roofs on the roofline chart, drawn from what document/roofs.h made of core's
// roofline: the memory roof and its label, one line and label per ceiling with its guide, the
// CUDA-core ceiling, and the ridge (dashed line, marker, label). Pens and fonts from the theme.
#include "document/roofs.h"
#include "widgets/charts/charttheme.h"
#include "widgets/charts/plotitempool.h"
#include "widgets/charts/rooflinelabels.h"

#include <QLineF>
#include <QPointF>

#include <optional>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QCPItemLine;
class QCPItemText;

namespace rooflab {

class RoofItems {
public:
    RoofItems(QCustomPlot* plot, const ChartTheme& theme);

    // Draws `roofs`; the ceiling labels to place join `ceilings`, the labels fixed to a line
    // `fixedLabels`, and the lines op labels keep clear of `obstacles` (data coordinates).
    void draw(const Roofs& roofs, std::vector<RooflineLabels::Ceiling>& ceilings,
              std::vector<QCPItemText*>& fixedLabels, std::vector<QLineF>& obstacles);
    void applyTheme();
    // The ridge marker's point while it is drawn (an obstacle for labels).
    std::optional<QPointF> ridgePoint() const;

private:
    QCustomPlot* m_plot;
    const ChartTheme& m_theme;
    PlotItemPool m_pool; // roof, ceilings, guides and their labels
    QCPItemLine* m_ridgeLine = nullptr;
    QCPItemText* m_ridgeLabel = nullptr;
    QCPGraph* m_ridgeMarker = nullptr;
};

} // namespace rooflab
