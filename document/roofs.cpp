#include "document/roofs.h"

#include "document/format.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rooflab {

namespace {

// The texts below appear on the roofline chart only: they keep the chart's translation
// context, under which translations/*.ts has them.
QString chartText(const char* source) {
    return QCoreApplication::translate("rooflab::RooflineChart", source);
}

QString dtypeName(DType type) {
    const std::string_view label = dtypeLabel(type);
    return QString::fromUtf8(label.data(), qsizetype(label.size()));
}

bool samePeak(double a, double b) {
    return std::abs(a - b) < 1e-6 * std::max(a, b);
}

// Dtypes of one peak: one line, one label ("FP16 · BF16 989 TFLOP/s").
struct PeakGroup {
    double peak = 0;
    double ridge = 0; // core's ridge of the first dtype of the group (equal peaks, equal ridges)
    QStringList names;
    bool compute = false;
};

std::vector<PeakGroup> peakGroups(const RooflineReport& roofline) {
    std::vector<PeakGroup> groups;
    for (const RooflineCeiling& ceiling : roofline.ceilings) {
        if (ceiling.peakFlops <= 0)
            continue;
        // Both FP8 encodings share one peak: "FP8" says it on a slide.
        const QString name = ceiling.dtype == DType::FP8_E4M3 || ceiling.dtype == DType::FP8_E5M2
                                 ? QStringLiteral("FP8")
                                 : dtypeName(ceiling.dtype);
        auto found = std::find_if(groups.begin(), groups.end(),
                                  [&](const PeakGroup& group) { return samePeak(group.peak, ceiling.peakFlops); });
        if (found == groups.end())
            groups.push_back({ceiling.peakFlops, ceiling.ridge, {name}, false});
        else if (!found->names.contains(name))
            found->names << name;
    }
    std::sort(groups.begin(), groups.end(), [](const PeakGroup& a, const PeakGroup& b) { return a.peak < b.peak; });
    // The compute dtype's group is bold and placed first, so that its label gets the best spot.
    // Its peak is core's RooflineReport::peakFlops (the compute dtype's, with core's fallbacks).
    for (PeakGroup& group : groups)
        if (roofline.peakFlops > 0 && samePeak(group.peak, roofline.peakFlops)) {
            group.compute = true;
            break;
        }
    std::stable_sort(groups.begin(), groups.end(),
                     [](const PeakGroup& a, const PeakGroup& b) { return a.compute && !b.compute; });
    return groups;
}

} // namespace

bool plottableOnRoofline(double intensity, double flops) {
    return intensity > 0 && flops > 0 && std::isfinite(intensity) && std::isfinite(flops);
}

double topPeakOf(const RooflineReport& roofline) {
    double top = std::max(roofline.vectorPeakFlops, 0.0);
    for (const RooflineCeiling& ceiling : roofline.ceilings)
        top = std::max(top, ceiling.peakFlops);
    return top;
}

Roofs roofsFor(const RooflineReport& roofline, const RoofAxis& axis) {
    Roofs roofs;
    const double bandwidth = roofline.bandwidth;
    roofs.bandwidth = bandwidth;
    // The ridge of the compute dtype, as core computed it: left of it every op is memory-bound.
    if (roofline.ridge > 0 && roofline.peakFlops > 0) {
        roofs.ridge = roofline.ridge;
        roofs.ridgePeak = roofline.peakFlops;
        // Reading upwards from the x axis, to the right of the dashed line: low and right of the
        // ridge is the one region no op reaches.
        roofs.ridgeLabel = {chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "ridge %1 FLOP/B"))
                                .arg(format::fixed(roofline.ridge, 0)),
                            {roofline.ridge, axis.yLo * 1.3}};
    }
    std::vector<PeakGroup> groups = peakGroups(roofline);
    for (const PeakGroup& group : groups)
        roofs.topPeak = std::max(roofs.topPeak, group.peak);
    if (bandwidth <= 0 || roofs.topPeak <= 0)
        return roofs;

    const double topPeak = roofs.topPeak;
    roofs.lines.push_back(
        {RoofLineKind::MemoryRoof, {axis.xLo, axis.xLo * bandwidth}, {topPeak / bandwidth, topPeak}, true});
    // Half way up the slanted roof (in log terms), on its upper-left side: never a point there.
    const double middle = std::sqrt(axis.xLo * topPeak / bandwidth);
    roofs.memoryLabel = {chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "memory %1"))
                             .arg(format::si(bandwidth, QStringLiteral("B/s"))),
                         {middle, middle * bandwidth}};

    // Ceiling labels sit at the left edge, above a faint guide from the edge to the ridge: the
    // region above the roof, where no operation can ever be plotted.
    const double vectorPeak = roofline.vectorPeakFlops;
    bool vectorMerged = false;
    for (PeakGroup& group : groups) {
        if (vectorPeak > 0 && samePeak(vectorPeak, group.peak)) {
            group.names << chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "FP32 vector"));
            vectorMerged = true;
        }
        roofs.lines.push_back({group.compute ? RoofLineKind::ComputeCeiling : RoofLineKind::Ceiling,
                               {group.ridge, group.peak},
                               {axis.xHi, group.peak},
                               group.compute});
        roofs.lines.push_back({RoofLineKind::Guide, {axis.xLo, group.peak}, {group.ridge, group.peak}, false});
        roofs.ceilingLabels.push_back(
            {QStringLiteral("%1 %2").arg(group.names.join(QStringLiteral(" · ")), format::tflops(group.peak)),
             group.peak, group.ridge, group.compute, false});
    }
    if (vectorPeak > 0) {
        // Non-matmul work (softmax, norms, elementwise) runs on the CUDA cores.
        const double vectorRidge = vectorPeak / bandwidth;
        roofs.lines.push_back({RoofLineKind::VectorCeiling, {vectorRidge, vectorPeak}, {axis.xHi, vectorPeak}, false});
        if (!vectorMerged) {
            roofs.lines.push_back({RoofLineKind::Guide, {axis.xLo, vectorPeak}, {vectorRidge, vectorPeak}, false});
            roofs.ceilingLabels.push_back(
                {chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "FP32 vector (CUDA cores) %1"))
                     .arg(format::tflops(vectorPeak)),
                 vectorPeak, vectorRidge, false, true});
        }
    }
    return roofs;
}

MeasuredPeaks measuredPeaks(const MeasuredCeilings& c) {
    MeasuredPeaks peaks;
    peaks.flops = c.gemmFlopsPerS;
    for (const auto& [dtype, rate] : c.vectorFlopsPerS)
        if (!peaks.flops.count(dtype))
            peaks.flops[dtype] = rate;
    peaks.bandwidth = c.streamBytesPerS > 0 ? c.streamBytesPerS : c.intensityBytesPerS;
    return peaks;
}

MeasuredRoofs measuredRoofsFor(const MeasuredPeaks& peaks, const Roofs& datasheet, const RooflineReport& roofline,
                               const RoofAxis& axis, const QString& otherGpu) {
    MeasuredRoofs result;
    const double bandwidth = peaks.bandwidth > 0 ? peaks.bandwidth : datasheet.bandwidth;
    double measuredTop = 0;
    for (const auto& [dtype, peak] : peaks.flops)
        measuredTop = std::max(measuredTop, peak);
    auto ofDatasheet = [&otherGpu](double fraction) {
        if (!otherGpu.isEmpty()) // a percentage of this card's datasheet would compare two cards
            return QStringLiteral(" (") +
                   chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "another GPU: %1")).arg(otherGpu) +
                   QLatin1Char(')');
        return QStringLiteral(" = ") + chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "%1% of datasheet"))
                                           .arg(format::percent(fraction, 0));
    };
    if (peaks.bandwidth > 0) {
        const double top = measuredTop > 0 ? measuredTop : datasheet.topPeak;
        if (top > 0)
            result.lines.push_back({RoofLineKind::MeasuredRoof,
                                    {axis.xLo, axis.xLo * peaks.bandwidth},
                                    {top / peaks.bandwidth, top},
                                    false});
        QString text = chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "measured %1"))
                           .arg(format::si(peaks.bandwidth, QStringLiteral("B/s")));
        if (datasheet.bandwidth > 0)
            text += ofDatasheet(peaks.bandwidth / datasheet.bandwidth);
        const double x = axis.xLo * 2;
        result.bandwidthLabel = {text, {x, x * peaks.bandwidth}};
        result.texts << text;
    }
    for (const auto& [dtype, peak] : peaks.flops) {
        if (peak <= 0 || bandwidth <= 0)
            continue;
        result.lines.push_back({RoofLineKind::MeasuredCeiling, {peak / bandwidth, peak}, {axis.xHi, peak}, false});
        QString text = chartText(QT_TRANSLATE_NOOP("rooflab::RooflineChart", "measured %1 %2"))
                           .arg(dtypeName(dtype), format::tflops(peak));
        // The datasheet peak of that dtype as core lists it.
        const auto listed = std::find_if(roofline.ceilings.begin(), roofline.ceilings.end(),
                                         [dtype = dtype](const RooflineCeiling& c) { return c.dtype == dtype; });
        if (listed != roofline.ceilings.end() && listed->peakFlops > 0)
            text += ofDatasheet(peak / listed->peakFlops);
        result.ceilingLabels.push_back({text, peak, peak / bandwidth, false, false});
        result.texts << text;
    }
    return result;
}

// `text` broken at the space nearest its middle; empty when it has no space.
QString onTwoLines(const QString& text) {
    qsizetype best = -1;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char(' ') &&
            (best < 0 || std::abs(2 * i - text.size()) < std::abs(2 * best - text.size())))
            best = i;
    if (best < 0)
        return {};
    QString folded = text;
    folded[best] = QLatin1Char('\n');
    return folded;
}

std::vector<OpGroup> opGroupsFor(const RooflineReport& roofline) {
    std::vector<OpGroup> groups;
    for (const RooflineOp& op : roofline.ops) {
        if (!plottableOnRoofline(op.intensity, op.attainableFlops))
            continue;
        const QString name = translateCoreText(op.name);
        auto found = std::find_if(groups.begin(), groups.end(), [&](const OpGroup& g) {
            return std::abs(std::log10(g.x / op.intensity)) < 0.01 &&
                   std::abs(std::log10(g.y / op.attainableFlops)) < 0.01;
        });
        if (found == groups.end())
            groups.push_back({op.intensity, op.attainableFlops, {name}, op.bound, {}});
        else if (!found->names.contains(name))
            found->names << name;
    }
    std::sort(groups.begin(), groups.end(), [](const OpGroup& a, const OpGroup& b) { return a.x < b.x; });
    for (OpGroup& group : groups) {
        // Many ops at one point (decode at batch 1 puts every matmul at ~1 FLOP/B) would make
        // one endless label: wrap it after about 32 characters.
        QStringList lines{QString()};
        for (const QString& name : group.names) {
            if (!lines.back().isEmpty() && lines.back().size() + name.size() > 32)
                lines << QString();
            lines.back() += (lines.back().isEmpty() ? QString() : QStringLiteral(" · ")) + name;
        }
        group.variants.push_back(lines.join(QLatin1Char('\n')));
        // Shorter forms for a crowded or small chart; the tooltip still names every op.
        const QString& first = group.names.front();
        const QString more = group.names.size() > 1 ? QStringLiteral(" +%1").arg(group.names.size() - 1) : QString();
        if (!more.isEmpty())
            group.variants.push_back(first + more);
        // The first name whole on two lines before any is cut short: a lecture hall reads
        // "attention / (FlashAttention)" where "attention…" leaves it guessing.
        if (first.size() > 12) {
            if (const QString folded = onTwoLines(first + more); !folded.isEmpty())
                group.variants.push_back(folded);
            // Cut at a word, without a dangling "+" or "(" before the ellipsis.
            const qsizetype space = first.lastIndexOf(QLatin1Char(' '), 10);
            QString cut = first.left(space > 3 ? space : 10).trimmed();
            while (cut.size() > 3 && !cut.back().isLetterOrNumber())
                cut = cut.chopped(1).trimmed();
            group.variants.push_back(cut + QStringLiteral("…"));
        }
    }
    return groups;
}

} // namespace rooflab
