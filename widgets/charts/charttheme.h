#pragma once
// Colours, fonts and line widths shared by every RoofLab chart.
#include "document/memorycomponent.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QPen>

class QCustomPlot;

namespace rooflab {

class ChartTheme {
public:
    enum class Variant { Light, Dark, Presentation };
    // The Okabe & Ito colours every chart draws from (distinct for the common colour blindnesses).
    enum class Hue { Blue, SkyBlue, Orange, ReddishPurple, BluishGreen, Vermillion, Yellow };
    static QColor hue(Hue hue);
    // `shareOfA` of `a` and the rest of `b`, channel by channel: pale tints over a background.
    static QColor blend(const QColor& a, const QColor& b, double shareOfA);

    static ChartTheme light();
    static ChartTheme dark();
    // For a projector at the back of a lecture hall: white background, black text, fonts
    // about 1.6x larger and lines twice as thick.
    static ChartTheme presentation();
    static ChartTheme forVariant(Variant variant);

    Variant variant() const { return m_variant; }

    QColor background() const { return m_background; }
    QColor foreground() const { return m_foreground; } // text, axes
    QColor mutedForeground() const { return m_muted; } // secondary text and lines
    QColor grid() const { return m_grid; }
    QColor capacity() const { return m_foreground; } // the GPU capacity line
    QColor overflow() const { return m_overflow; }   // memory above capacity
    QColor good() const { return m_good; }           // "fits"
    QColor bad() const { return m_overflow; }        // "does not fit"
    QColor tight() const { return m_tight; }         // "tight": fits only while the estimates stay small
    QColor memoryBound() const { return m_memoryBound; }
    QColor computeBound() const { return m_computeBound; }
    // Measured data from the GPU panel; index cycles over a few colours, one per source.
    QColor measured(int index) const;

    // The colour a component is known by: a transient's is its pale background (what text on
    // it must read against), its hatch takes the hue of what it belongs to.
    QColor componentColor(MemoryComponent component) const;
    static bool isTransient(MemoryComponent component);
    // What a segment of the component is filled with: its colour, or for a transient a pale tint
    // crossed by diagonal lines of its owner's hue (legible on a washed-out projector, and
    // without colour vision).
    QBrush componentBrush(MemoryComponent component, int shade = 0) const;
    QColor hatchColor(MemoryComponent component) const; // a transient's lines
    // A pale `fill` crossed by diagonal `lines`, at the variant's line width.
    QBrush hatchBrush(const QColor& fill, const QColor& lines) const;
    // Optimizer states often have several parts (Adam: m and v); each gets its own shade.
    QColor optimizerStateColor(int index) const;
    // Black or white, whichever reads better on top of `fill`.
    static QColor textOn(const QColor& fill);

    // Font of the given role, scaled for the variant.
    QFont baseFont() const;  // tick labels, legend
    QFont labelFont() const; // axis labels, segment labels
    QFont titleFont() const;
    double fontScale() const { return m_fontScale; }
    QPen pen(const QColor& color, double widthFactor = 1.0, Qt::PenStyle style = Qt::SolidLine) const;

    // Background, axes, grid and legend of a plot. Charts style their own items with the
    // accessors above.
    void apply(QCustomPlot* plot) const;

private:
    Variant m_variant = Variant::Light;
    QColor m_background;
    QColor m_foreground;
    QColor m_muted;
    QColor m_grid;
    QColor m_overflow;
    QColor m_good;
    QColor m_tight;
    QColor m_memoryBound;
    QColor m_computeBound;
    QColor m_kvCache;
    QColor m_overhead;
    double m_fontScale = 1.0;
    double m_lineWidth = 1.5;
};

} // namespace rooflab
