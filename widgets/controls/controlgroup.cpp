#include "widgets/controls/controlgroup.h"

#include "widgets/controls/comboitems.h"
#include "widgets/controls/controlpanel.h"
#include "widgets/controls/elidingcombobox.h"
#include "widgets/controls/logslider.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>

namespace rooflab {

ControlGroup::ControlGroup(ControlPanel* panel)
    : QGroupBox(panel)
    , m_panel(panel)
    , m_form(new QFormLayout(this)) {
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::DontWrapRows);
}

const Scenario& ControlGroup::scenario() const {
    return m_panel->scenario();
}

bool ControlGroup::loading() const {
    return m_panel->isLoading();
}

void ControlGroup::edit(QObject* control, const std::function<void(Scenario&)>& change) {
    m_panel->applyEdit(control, change);
}

LogSlider* ControlGroup::addSlider(const QString& objectName) {
    auto* slider = new LogSlider(this);
    slider->setObjectNames(objectName);
    slider->setLabelWrapping(true);
    m_form->addRow(slider);
    return slider;
}

QComboBox* ControlGroup::addCombo(const QString& objectName) {
    auto* combo = new ElidingComboBox(this);
    combo->setObjectName(objectName);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    addLabelledRow(combo);
    return combo;
}

QCheckBox* ControlGroup::addCheck(const QString& objectName) {
    auto* check = new QCheckBox(this);
    check->setObjectName(objectName);
    m_form->addRow(check);
    return check;
}

void ControlGroup::addLabelledRow(QWidget* field) {
    auto* label = new QLabel(this);
    label->setBuddy(field);
    m_form->addRow(label, field);
}

void ControlGroup::wrapRowLabels() {
    for (int row = 0; row < m_form->rowCount(); ++row)
        if (QLayoutItem* item = m_form->itemAt(row, QFormLayout::LabelRole))
            if (auto* label = qobject_cast<QLabel*>(item->widget()))
                label->setWordWrap(true);
}

void ControlGroup::setTranslatedItemText(QComboBox* combo, const ComboItem& item) const {
    setItemText(combo, item.data, QCoreApplication::translate(metaObject()->className(), item.text));
}

void ControlGroup::describe(QWidget* control, const QString& accessibleName, const QString& toolTip) {
    control->setAccessibleName(accessibleName);
    control->setAccessibleDescription(toolTip);
    control->setToolTip(toolTip);
}

void ControlGroup::describeLabelled(QWidget* control, const QString& label, const QString& toolTip) {
    if (auto* slider = qobject_cast<LogSlider*>(control)) {
        slider->setLabel(label);
        slider->setHelp(label, toolTip);
        return;
    }
    if (auto* button = qobject_cast<QAbstractButton*>(control))
        button->setText(label);
    else
        setRowLabel(control, label);
    describe(control, label, toolTip);
}

void ControlGroup::setRowLabel(QWidget* field, const QString& label) {
    auto* form = qobject_cast<QFormLayout*>(field->parentWidget()->layout());
    if (auto* rowLabel = form ? qobject_cast<QLabel*>(form->labelForField(field)) : nullptr)
        rowLabel->setText(label);
}

} // namespace rooflab
