#include "widgets/panels/exercisepanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace rooflab {

ExercisePanel::ExercisePanel(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("exercisePanel"));
    auto* column = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("exerciseTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_question = new QLabel(this);
    m_question->setObjectName(QStringLiteral("exerciseQuestion"));
    m_question->setWordWrap(true);
    // Wrapped to the strip's width, not widening it (and the buttons off its edge) to one line.
    m_question->setMinimumWidth(200);
    m_question->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict = new QLabel(this);
    m_verdict->setObjectName(QStringLiteral("exerciseVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setMinimumWidth(200);
    m_verdict->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QHBoxLayout;
    const auto button = [this, buttons](const char* name, void (ExercisePanel::*signal)()) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        connect(b, &QPushButton::clicked, this, signal);
        buttons->addWidget(b);
        return b;
    };
    m_check = button("exerciseCheckButton", &ExercisePanel::checkRequested);
    m_check->setDefault(true);
    m_derivation = button("exerciseDerivationButton", &ExercisePanel::derivationRequested);
    m_restart = button("exerciseRestartButton", &ExercisePanel::restartRequested);
    buttons->addStretch(1);
    m_previous = button("exercisePreviousButton", &ExercisePanel::previousRequested);
    m_next = button("exerciseNextButton", &ExercisePanel::nextRequested);

    column->addWidget(m_title);
    column->addWidget(m_question);
    column->addLayout(buttons);
    column->addWidget(m_verdict);
    column->addStretch(1);
    retranslateUi();
}

void ExercisePanel::showExercise(int index, int count, const QString& lecture, const QString& question) {
    m_index = index;
    m_count = count;
    m_lecture = lecture;
    m_question->setText(question);
    m_verdict->clear();
    retranslateUi();
}

void ExercisePanel::showVerdict(bool correct, const QString& feedback) {
    // Colour and a word: the verdict reads without the colour too.
    m_verdict->setStyleSheet(correct ? QStringLiteral("color: #007A58; font-weight: bold")
                                     : QStringLiteral("color: #C01A1A"));
    m_verdict->setText(feedback);
}

void ExercisePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ExercisePanel::retranslateUi() {
    m_title->setText(m_index >= 0 ? tr("Exercise %1 of %2 - %3").arg(m_index + 1).arg(m_count).arg(m_lecture)
                                  : tr("Exercises"));
    if (m_index < 0)
        m_question->setText(tr("Lectures > Exercises starts the first one."));
    m_check->setText(tr("&Check my answer"));
    m_check->setToolTip(tr("Checks the scenario as the controls set it now against the question"));
    m_derivation->setText(tr("Show how it is computed"));
    m_restart->setText(tr("Start over"));
    m_restart->setToolTip(tr("Back to the lecture's scenario as the exercise began"));
    m_previous->setText(tr("Previous"));
    m_next->setText(tr("Next exercise"));
    for (QPushButton* b : {m_check, m_derivation, m_restart, m_previous, m_next})
        b->setEnabled(m_index >= 0 || b == m_next);
}

} // namespace rooflab
