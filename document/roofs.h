#pragma once
// What the roofline chart draws, made from core's roofline (core/roofline/roofline.h) as core computed it:
// the memory roof, one ceiling per peak the GPU lists (dtypes of equal peak share one), the
// CUDA-core ceiling, the ridge of the compute dtype, the operations grouped by where they sit,
// and the dashed ceilings of a measured run beside the datasheet ones. Everything is in data
// coordinates (x: FLOP per byte, y: FLOP/s) for the axis range the chart shows; the chart only
// turns them into pixels, pens and label positions. Qt Core and Gui only.
#include "core/measured/benchresults.h"
#include "core/model/report.h"
#include "core/numbers/dtype.h"

#include <QPointF>
#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace rooflab {

// The axis range the lines are drawn across.
struct RoofAxis {
    double xLo = 1.0 / 16, xHi = 4096, yLo = 1e10;
};

enum class RoofLineKind {
    MemoryRoof,     // attainable = intensity x bandwidth, up to the highest ceiling
    ComputeCeiling, // the compute dtype's peak, right of its ridge
    Ceiling,        // any other dtype's peak
    Guide,          // from the left edge to a ceiling's ridge: where its label sits
    VectorCeiling,  // the CUDA-core peak of non-matmul work
    MeasuredRoof,   // a measured bandwidth
    MeasuredCeiling // a measured peak
};

struct RoofLine {
    RoofLineKind kind = RoofLineKind::MemoryRoof;
    QPointF from, to;
    // Op labels keep clear of it (the memory roof and the compute ceiling; thin lines may be
    // crossed, as a label across a faint line still reads).
    bool labelObstacle = false;
};

// A ceiling's label, placed by the chart left of its ridge (along the guide) or at its right end.
struct CeilingLabel {
    QString text;
    double peak = 0;      // FLOP/s
    double ridge = 0;     // FLOP/B where the ceiling meets its roof
    bool compute = false; // the compute dtype's: bold, and placed first
    bool vector = false;  // the CUDA-core ceiling on its own
};

// A label at a fixed point of a line.
struct RoofText {
    QString text;
    QPointF anchor;
};

struct Roofs {
    std::vector<RoofLine> lines;
    RoofText memoryLabel;                    // at the middle of the roof; the text's bottom right corner there
    std::vector<CeilingLabel> ceilingLabels; // the compute dtype's first
    // Core's ridge of the compute dtype (RooflineReport::ridge) and the peak it meets; 0: none.
    double ridge = 0, ridgePeak = 0;
    RoofText ridgeLabel; // its text reads upwards from the x axis, left edge at the anchor
    double topPeak = 0;  // the highest ceiling (the measured roofs end there too)
    double bandwidth = 0;
};

// The datasheet roofs of `roofline` (evaluate()'s report.roofline) across `axis`. The compute
// dtype's ceiling is the one at roofline.peakFlops.
Roofs roofsFor(const RooflineReport& roofline, const RoofAxis& axis);

// The highest peak the roofline lists (ceilings and the CUDA-core one): where the y axis ends.
double topPeakOf(const RooflineReport& roofline);

// The best rates of a measured run the roofline draws: GEMM (tensor core) FLOP/s per dtype, the
// CUDA-core rate of the intensity sweep for a dtype without a GEMM; STREAM bandwidth, or the
// intensity sweep's when there was no STREAM run.
struct MeasuredPeaks {
    double bandwidth = 0;
    std::map<DType, double> flops;
};
MeasuredPeaks measuredPeaks(const MeasuredCeilings& ceilings);

struct MeasuredRoofs {
    std::vector<RoofLine> lines;
    RoofText bandwidthLabel; // empty text: no measured bandwidth; top left corner at the anchor
    std::vector<CeilingLabel> ceilingLabels;
    QStringList texts; // every label, with its ratio to the datasheet ("= 87% of datasheet")
};
// A measured run's ceilings beside `datasheet`'s (the chart's roofs); a peak without a measured
// bandwidth meets the datasheet roof. `otherGpu`: the run measured another GPU than the
// scenario's (its name): its labels say so, with no percentage of a datasheet it is not of.
MeasuredRoofs measuredRoofsFor(const MeasuredPeaks& peaks, const Roofs& datasheet, const RooflineReport& roofline,
                               const RoofAxis& axis, const QString& otherGpu = {});

// Operations drawn at one point (Q, K and V of equal shape) share a label. Texts from longest to
// shortest: the shorter ones for when the long one finds no room.
struct OpGroup {
    double x = 0, y = 0; // intensity, attainable FLOP/s
    QStringList names;   // translated
    Bound bound = Bound::Memory;
    std::vector<QString> variants;
    bool operator==(const OpGroup& other) const {
        return x == other.x && y == other.y && bound == other.bound && variants == other.variants;
    }
};
std::vector<OpGroup> opGroupsFor(const RooflineReport& roofline); // left to right

// Whether a point can be drawn on log axes.
bool plottableOnRoofline(double intensity, double flops);

// `text` broken at the space nearest its middle; empty when it has no space.
QString onTwoLines(const QString& text);

} // namespace rooflab
