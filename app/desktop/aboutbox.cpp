#include "aboutbox.h"

#include "rooflab_version.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace rooflab {

// The texts keep the window's translation context, where the shipped translations have them.
void showAboutBox(QWidget* parent) {
    QMessageBox::about(
        parent, QCoreApplication::translate("rooflab::MainWindow", "About RoofLab"),
        QCoreApplication::translate(
            "rooflab::MainWindow",
            "<h3>RoofLab %1</h3>"
            "<p>Will this model fit on the GPU, and will it be fast? Training and inference memory, "
            "FLOPs and the roofline of one scenario.</p>"
            "<p>Copyright the RoofLab authors. RoofLab is free software: you can redistribute it and/or "
            "modify it under the terms of the GNU General Public License as published by the Free Software "
            "Foundation, either version 3 of the License, or (at your option) any later version "
            "(GPL-3.0-or-later). It comes with ABSOLUTELY NO WARRANTY.</p>"
            "<p>Charts drawn with <a href=\"https://www.qcustomplot.com/\">QCustomPlot</a> by Emanuel "
            "Eichhammer (GPL-3.0). Built with Qt %2 and nlohmann/json.</p>")
            .arg(QStringLiteral(ROOFLAB_VERSION), QString::fromLatin1(qVersion())));
}

} // namespace rooflab
