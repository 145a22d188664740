#pragma once
// The price of one GPU-hour, typed in the napkin beside the cost it sets (issue 48: the cost
// was hidden until a price was typed at the bottom of the sidebar). It holds no scenario: a
// typed price goes out as an undoable ScenarioEdit, and setPrice() shows the document's.
#include "document/scenarioedit.h"

#include <QWidget>

class QDoubleSpinBox;

namespace rooflab {

class NapkinPriceField : public QWidget {
    Q_OBJECT
public:
    explicit NapkinPriceField(QWidget* parent = nullptr);

    // The scenario's price (0: not set); sends no edit.
    void setPrice(double pricePerGpuHour);
    QDoubleSpinBox* spin() const { return m_spin; }
    // Its caption's text, the edit's undo text and the spin's accessible name, translated.
    void retranslate(const QString& caption);

signals:
    void editRequested(const rooflab::ScenarioEdit& edit);

private:
    QDoubleSpinBox* m_spin = nullptr;
    QString m_caption;
};

} // namespace rooflab
