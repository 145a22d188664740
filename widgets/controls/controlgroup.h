#pragma once
// One titled group of the control panel (model, batch, numerics, ...). A group makes its
// controls, gives them their texts (retranslate) and shows a scenario in them (refresh); every
// edit goes through the panel to the document, which owns the scenario, so a group holds no state
// of its own.
#include "core/model/scenario.h"

#include <QGroupBox>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;

namespace rooflab {

class ControlPanel;
class LogSlider;
struct ComboItem;

class ControlGroup : public QGroupBox {
    Q_OBJECT
public:
    explicit ControlGroup(ControlPanel* panel);

    // Sets every text (again, after a language change); refresh() rewrites the state-dependent ones.
    virtual void retranslate() = 0;
    // Scenario -> controls; the panel blocks the controls' signals meanwhile.
    virtual void refresh(const Scenario& scenario) = 0;
    // Row labels break onto two lines where the column is narrow: the longest label of the
    // longest language ("Repartitionner après la passe avant") would otherwise set the width
    // of the whole sidebar, and with it how little the charts get (once all rows are made).
    void wrapRowLabels();

protected:
    ControlPanel* panel() const { return m_panel; }
    const Scenario& scenario() const;
    bool loading() const;
    void edit(QObject* control, const std::function<void(Scenario&)>& change);

    QFormLayout* form() const { return m_form; }
    LogSlider* addSlider(const QString& objectName);
    QComboBox* addCombo(const QString& objectName);
    QCheckBox* addCheck(const QString& objectName);
    // A form row whose label retranslate() fills in: QFormLayout makes no label for an empty text.
    void addLabelledRow(QWidget* field);

    // Item texts in this group's translation context (the class name, as tr() uses).
    template <typename Items> void translateItems(QComboBox* combo, const Items& items) const {
        for (const ComboItem& item : items)
            setTranslatedItemText(combo, item);
    }
    void setTranslatedItemText(QComboBox* combo, const ComboItem& item) const;

    static void describe(QWidget* control, const QString& accessibleName, const QString& toolTip);
    // For a control whose label (a slider's, a check box's own text, or its form row's) is also
    // its accessible name.
    static void describeLabelled(QWidget* control, const QString& label, const QString& toolTip);
    static void setRowLabel(QWidget* field, const QString& label);

private:
    ControlPanel* m_panel;
    QFormLayout* m_form;
};

} // namespace rooflab
