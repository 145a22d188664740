#include "applicationtheme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace rooflab {

void applyApplicationTheme(const ChartTheme& theme) {
    const bool dark = theme.variant() == ChartTheme::Variant::Dark;
    // Fusion draws with the palette; some desktop styles ignore a dark one.
    if (dark && qApp->style()->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        qApp->setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    // The palette the application started with (the desktop's), restored when leaving dark.
    static const QPalette startPalette = qApp->palette();
    QPalette palette = startPalette;
    if (dark) {
        const QColor text(0xe6, 0xe6, 0xe6), disabled(0x80, 0x80, 0x80);
        palette.setColor(QPalette::Window, QColor(0x2b, 0x2d, 0x31));
        palette.setColor(QPalette::WindowText, text);
        palette.setColor(QPalette::Base, QColor(0x1e, 0x1f, 0x22));
        palette.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2d, 0x31));
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Button, QColor(0x3a, 0x3c, 0x41));
        palette.setColor(QPalette::ButtonText, text);
        palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3c, 0x41));
        palette.setColor(QPalette::ToolTipText, text);
        palette.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::Disabled, QPalette::Text, disabled);
        palette.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
        palette.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    }
    qApp->setPalette(palette);
}

} // namespace rooflab
