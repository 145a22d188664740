#pragma once
// Help > About RoofLab: version, licence and what the program is built with.
class QWidget;

namespace rooflab {

void showAboutBox(QWidget* parent);

} // namespace rooflab
